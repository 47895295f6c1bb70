// The token storage rule (spec §4): remember-me → localStorage, else sessionStorage; a
// sign-in writes one store and clears the other; a refresh keeps the store.
import { afterEach, describe, expect, it } from 'vitest';
import {
  TOKEN_KEYS,
  clearRedirectPath,
  clearTokens,
  peekRedirectPath,
  readTokens,
  replaceTokens,
  saveRedirectPath,
  storeTokens,
} from './tokenStorage';

const pair = (n: number) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}` });

describe('token storage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a remembered sign-in in localStorage only', () => {
    storeTokens(pair(1), true);
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBe('access-1');
    expect(localStorage.getItem(TOKEN_KEYS.refresh)).toBe('refresh-1');
    expect(sessionStorage.length).toBe(0);
    expect(readTokens()).toEqual({ ...pair(1), durable: true });
  });

  it('keeps a sign-in without remember-me in sessionStorage only', () => {
    storeTokens(pair(2), false);
    expect(sessionStorage.getItem(TOKEN_KEYS.access)).toBe('access-2');
    expect(localStorage.length).toBe(0);
    expect(readTokens()).toEqual({ ...pair(2), durable: false });
  });

  it('moves the tokens on the next sign-in and clears the other store', () => {
    storeTokens(pair(1), true);
    storeTokens(pair(2), false);
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEYS.refresh)).toBeNull();
    expect(readTokens()).toEqual({ ...pair(2), durable: false });
    storeTokens(pair(3), true);
    expect(sessionStorage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(readTokens()).toEqual({ ...pair(3), durable: true });
  });

  it('rotates refreshed tokens in the store that held them', () => {
    storeTokens(pair(1), false);
    replaceTokens(pair(2));
    expect(readTokens()).toEqual({ ...pair(2), durable: false });
    expect(localStorage.length).toBe(0);
    storeTokens(pair(3), true);
    replaceTokens(pair(4));
    expect(readTokens()).toEqual({ ...pair(4), durable: true });
    expect(sessionStorage.length).toBe(0);
  });

  it('reads nothing from a half pair and clears both stores on sign-out', () => {
    localStorage.setItem(TOKEN_KEYS.access, 'lonely');
    expect(readTokens()).toBeNull();
    storeTokens(pair(1), true);
    sessionStorage.setItem(TOKEN_KEYS.access, 'x');
    sessionStorage.setItem(TOKEN_KEYS.refresh, 'y');
    clearTokens();
    expect(readTokens()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEYS.refresh)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEYS.refresh)).toBeNull();
  });

  it('saves the page to return to in sessionStorage', () => {
    saveRedirectPath('/user-setting?tab=logs');
    expect(peekRedirectPath()).toBe('/user-setting?tab=logs');
    clearRedirectPath();
    expect(peekRedirectPath()).toBeNull();
  });
});
