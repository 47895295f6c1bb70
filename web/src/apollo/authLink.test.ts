// The auth link against a real HttpLink and a fake server: bearer header, one refresh on a
// 401 shared by concurrent requests, requests queued behind a refresh in flight, one retry,
// and the session ending when the refresh is refused.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { RefreshUnreachableError, type TokenPair, createRefreshCoordinator } from '../auth/refreshCoordinator';
import { createAuthLink } from './authLink';

// Parsed, not a gql tag: a made-up field the code generator must not see.
const QUERY = parse('query Viewer($n: Int) { viewer(n: $n) }');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A server that accepts only `validToken`; a 401 is answered as GraphQL over HTTP does
 * (application/graphql-response+json) or, with `plain401`, as a bare JSON 401.
 */
function setup({ plain401 = false, initial = { accessToken: 'old', refreshToken: 'r1' } as TokenPair | null } = {}) {
  let tokens: TokenPair | null = initial;
  let validToken = 'new';
  const seen: (string | null)[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const auth = new Headers(init?.headers).get('authorization');
    seen.push(auth);
    if (auth !== `Bearer ${validToken}`) {
      const body = JSON.stringify({
        errors: [{ message: 'Your session has expired.', extensions: { code: 'UNAUTHENTICATED' } }],
      });
      return new Response(body, {
        status: 401,
        headers: { 'content-type': plain401 ? 'application/json' : 'application/graphql-response+json' },
      });
    }
    return new Response(JSON.stringify({ data: { viewer: auth } }), {
      status: 200,
      headers: { 'content-type': 'application/graphql-response+json' },
    });
  });
  let gate = deferred<TokenPair>();
  const refresh = vi.fn(async (refreshToken: string) => {
    expect(refreshToken).toBe(tokens?.refreshToken);
    return gate.promise;
  });
  const coordinator = createRefreshCoordinator({
    readTokens: () => tokens,
    saveTokens: (next) => {
      tokens = next;
    },
    refresh,
    withLock: (task) => task(),
  });
  const onAuthFailure = vi.fn();
  const link = ApolloLink.from([
    createAuthLink({ getAccessToken: () => tokens?.accessToken ?? null, coordinator, onAuthFailure }),
    new HttpLink({ uri: 'http://test/graphql', fetch }),
  ]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  let n = 0;
  // distinct variables: Apollo would merge identical queries in flight into one request
  const query = (context?: Record<string, unknown>) =>
    client.query({ query: QUERY, variables: { n: n++ }, fetchPolicy: 'no-cache', context });
  return {
    client,
    query,
    fetch,
    seen,
    refresh,
    coordinator,
    onAuthFailure,
    grant(next: TokenPair = { accessToken: 'new', refreshToken: 'r2' }) {
      gate.resolve(next);
    },
    refuse(error: unknown = new Error('Your session has ended.')) {
      gate.reject(error);
    },
    resetGate() {
      gate = deferred<TokenPair>();
    },
    setValidToken(token: string) {
      validToken = token;
    },
    tokens: () => tokens,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('auth link', () => {
  it('sends the bearer token of the store', async () => {
    const t = setup({ initial: { accessToken: 'new', refreshToken: 'r1' } });
    const { data } = await t.query();
    expect(data).toEqual({ viewer: 'Bearer new' });
    expect(t.seen).toEqual(['Bearer new']);
    expect(t.refresh).not.toHaveBeenCalled();
  });

  it('refreshes once on a 401 and retries the request once with the new token', async () => {
    const t = setup();
    const pending = t.query();
    await vi.waitFor(() => expect(t.refresh).toHaveBeenCalledTimes(1));
    t.grant();
    const { data } = await pending;
    expect(data).toEqual({ viewer: 'Bearer new' });
    expect(t.seen).toEqual(['Bearer old', 'Bearer new']);
    expect(t.tokens()).toEqual({ accessToken: 'new', refreshToken: 'r2' });
    expect(t.onAuthFailure).not.toHaveBeenCalled();
  });

  it('also reads a bare HTTP 401 (not a GraphQL response) as "refresh"', async () => {
    const t = setup({ plain401: true });
    const pending = t.query();
    await vi.waitFor(() => expect(t.refresh).toHaveBeenCalledTimes(1));
    t.grant();
    expect((await pending).data).toEqual({ viewer: 'Bearer new' });
  });

  it('shares one refresh between concurrent 401s and retries each with the new token', async () => {
    const t = setup();
    const requests = [t.query(), t.query(), t.query()];
    await vi.waitFor(() => expect(t.seen.filter((s) => s === 'Bearer old')).toHaveLength(3));
    await flush();
    expect(t.refresh).toHaveBeenCalledTimes(1);
    t.grant();
    const results = await Promise.all(requests);
    expect(results.map((r) => r.data)).toEqual([
      { viewer: 'Bearer new' },
      { viewer: 'Bearer new' },
      { viewer: 'Bearer new' },
    ]);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(t.seen.filter((s) => s === 'Bearer new')).toHaveLength(3);
  });

  it('queues a request that starts during a refresh and sends it with the new token only', async () => {
    const t = setup();
    const first = t.query();
    await vi.waitFor(() => expect(t.refresh).toHaveBeenCalledTimes(1));
    expect(t.coordinator.refreshing).toBe(true);
    const queued = t.query();
    await flush();
    expect(t.seen).toEqual(['Bearer old']); // the queued request has not gone out
    t.grant();
    await Promise.all([first, queued]);
    expect(t.seen).toEqual(['Bearer old', 'Bearer new', 'Bearer new']);
    expect(t.refresh).toHaveBeenCalledTimes(1);
  });

  it('retries with the newer token without refreshing again when another request already refreshed', async () => {
    const t = setup();
    await Promise.all([
      (async () => {
        const pending = t.query();
        await vi.waitFor(() => expect(t.refresh).toHaveBeenCalledTimes(1));
        t.grant();
        await pending;
      })(),
    ]);
    // a request sent with the old token answers 401 after the refresh is over
    const coordinator = t.coordinator;
    expect(await coordinator.refreshAfter('old')).toBe('refreshed');
    expect(t.refresh).toHaveBeenCalledTimes(1);
  });

  it('passes a second 401 through instead of refreshing again', async () => {
    const t = setup();
    t.setValidToken('never');
    const pending = t.query();
    await vi.waitFor(() => expect(t.refresh).toHaveBeenCalledTimes(1));
    t.grant();
    await expect(pending).rejects.toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(t.seen).toEqual(['Bearer old', 'Bearer new']);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(t.onAuthFailure).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is refused, once for all waiting requests', async () => {
    const t = setup();
    const requests = [t.query(), t.query({ silentAuthFailure: true })];
    await vi.waitFor(() => expect(t.refresh).toHaveBeenCalledTimes(1));
    t.refuse();
    const outcomes = await Promise.allSettled(requests);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(t.onAuthFailure).toHaveBeenCalledWith({ silent: false, usedToken: 'old' });
    expect(t.onAuthFailure).toHaveBeenCalledWith({ silent: true, usedToken: 'old' });
    expect(t.seen).toEqual(['Bearer old', 'Bearer old']); // no retry
  });

  it('ends the session at once when there is no refresh token', async () => {
    const t = setup({ initial: null });
    await expect(t.query()).rejects.toBeTruthy();
    expect(t.seen).toEqual([null]);
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.onAuthFailure).toHaveBeenCalledWith({ silent: false, usedToken: null });
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const t = setup();
    const pending = t.query();
    await vi.waitFor(() => expect(t.refresh).toHaveBeenCalledTimes(1));
    t.refuse(new RefreshUnreachableError());
    await expect(pending).rejects.toBeTruthy();
    expect(t.onAuthFailure).not.toHaveBeenCalled();
    expect(t.tokens()).toEqual({ accessToken: 'old', refreshToken: 'r1' });
  });

  it('sends public operations without the token and never refreshes them', async () => {
    const t = setup();
    await expect(t.query({ skipAuth: true })).rejects.toBeTruthy();
    expect(t.seen).toEqual([null]);
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.onAuthFailure).not.toHaveBeenCalled();
  });
});
