// What ends a session and where it goes (spec §4, §8): a refused refresh clears the tokens
// and goes to /login remembering the page; concurrent failures act once; during the
// start-up check and on /login itself nothing navigates.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from './session';
import { handleAuthFailure, signOut, wasSignedOutByUser } from './session';
import { registerNavigator } from './navigator';
import { peekRedirectPath, readTokens, storeTokens } from './tokenStorage';
import { at } from '../test/at';

const user = { id: 'u1', username: 'ada' };

describe('the end of a session', () => {
  let path = '/book/top-100';
  const navigate = vi.fn();
  let unregister: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    path = '/book/top-100';
    navigate.mockReset();
    unregister = registerNavigator({ navigate, currentPath: () => path });
  });
  afterEach(() => {
    unregister();
    vi.runAllTimers();
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('clears the tokens, remembers the page and goes to /login once for concurrent failures', () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' }, true);
    setSession({ status: 'authenticated', user });
    handleAuthFailure({ usedToken: 'a1' });
    handleAuthFailure({ usedToken: 'a1' }); // the other request of the same round
    expect(readTokens()).toBeNull();
    expect(getSession()).toEqual({ status: 'anonymous' });
    expect(peekRedirectPath()).toBe('/book/top-100');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { state: { from: '/book/top-100' } });
    expect(wasSignedOutByUser()).toBe(false);
  });

  it('ignores a failure of a token that is no longer stored (already handled, or rotated)', () => {
    storeTokens({ accessToken: 'a2', refreshToken: 'r2' }, true);
    setSession({ status: 'authenticated', user });
    handleAuthFailure({ usedToken: 'a1' });
    expect(readTokens()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is silent during the start-up check', () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' }, true);
    setSession({ status: 'checking' });
    handleAuthFailure({ usedToken: 'a1' });
    expect(readTokens()).toBeNull();
    expect(getSession()).toEqual({ status: 'anonymous' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a visitor without tokens to /login, but not from /login itself', () => {
    setSession({ status: 'anonymous' });
    path = '/user-setting?tab=logs';
    handleAuthFailure({ usedToken: null });
    expect(navigate).toHaveBeenCalledWith('/login', { state: { from: '/user-setting?tab=logs' } });
    vi.runAllTimers();
    navigate.mockReset();
    path = '/login';
    handleAuthFailure({ usedToken: null });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs out on request: tokens and user gone, /login, no page to return to', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"data":{"logout":true}}')),
    );
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' }, false);
    setSession({ status: 'authenticated', user });
    signOut();
    expect(readTokens()).toBeNull();
    expect(getSession()).toEqual({ status: 'anonymous' });
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
    expect(wasSignedOutByUser()).toBe(true);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(at(vi.mocked(fetch).mock.calls, 0, 'a fetch call')[1]?.body));
    expect(body.variables).toEqual({ refreshToken: 'r1' });
    expect(new Headers(at(vi.mocked(fetch).mock.calls, 0, 'a fetch call')[1]?.headers).get('authorization')).toBeNull();
    vi.unstubAllGlobals();
  });
});
