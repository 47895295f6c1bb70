// The signed-in session (spec §4 "Session"): anonymous → logged in after a sign-in or a
// social sign-in (tokens stored) → anonymous after sign-out or an ended session.
//
// The one session module: the state everyone reads (components through ./useSession) and
// the only code that changes it. It owns the token pair (./tokenStorage), the one-at-a-time
// refresh (./refreshCoordinator) shared by the Apollo auth link and the avatar upload, and
// what happens when a session ends under the user's feet (back to /login, returning after).
// Its direct requests are in ./sessionRequests, navigation from outside React in ./navigator.
import type { ApolloClient } from '@apollo/client';
import { REQUEST_TIMEOUT_MS } from '../config/site';
import { SessionMeDocument, type SessionUserFragment } from '../gql/graphql';
import i18n from '../i18n/i18n';
import { accountMenuNamespace } from '../i18n/namespaces/accountMenu';
import { paths } from '../app/paths';
import { currentPath, go } from './navigator';
import { createRefreshCoordinator } from './refreshCoordinator';
import { logoutRequest, refreshRequest } from './sessionRequests';
import { clearTokens, readTokens, replaceTokens, saveRedirectPath, storeTokens } from './tokenStorage';

export type AccountUser = SessionUserFragment;

let client: ApolloClient | null = null;
/** bumped by every sign-in and sign-out: a late answer of an older round is ignored */
let epoch = 0;
/** the last sign-out was the user's own (no "return to" page) */
let signedOutByUser = false;

export const refreshCoordinator = createRefreshCoordinator({
  readTokens,
  refresh: refreshRequest,
  saveTokens: replaceTokens,
});

export function getAccessToken(): string | null {
  return readTokens()?.accessToken ?? null;
}

/** seconds until a JWT's `exp`, or 0 when it cannot be read */
function secondsLeft(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/'))) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * The access token for a socket that authenticates once when it connects (the collaboration
 * socket cannot retry a 401 the way HTTP requests do): refreshed first when it would expire
 * within a minute.
 */
export async function freshAccessToken(): Promise<string | null> {
  await refreshCoordinator.ready();
  const token = getAccessToken();
  if (!token || secondsLeft(token) > 60) return token;
  return (await refreshCoordinator.refreshAfter(token)) === 'refreshed' ? getAccessToken() : token;
}

// ---------------------------------------------------------------------------------------
// The state everyone reads (through useSession): the header, the notices, protected pages.

export interface SessionUser {
  id: string;
  username: string;
  nickName?: string | null;
  avatar?: string | null;
  role?: string;
}

export type SessionState =
  { status: 'checking' } | { status: 'anonymous' } | { status: 'authenticated'; user: SessionUser };

let state: SessionState = { status: 'checking' };
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

/** Only this module's transitions (and tests) set the state. */
export function setSession(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---------------------------------------------------------------------------------------
// The session's transitions.

function resetApolloStore(): void {
  client?.resetStore().catch(() => undefined);
}

async function fetchMe(silent: boolean): Promise<AccountUser> {
  if (!client) throw new Error('The session is not bound to an Apollo client.');
  const { data } = await client.query({
    query: SessionMeDocument,
    fetchPolicy: 'network-only',
    context: { silentAuthFailure: silent },
  });
  if (!data?.me) throw new Error('No user');
  return data.me;
}

/**
 * The start-up check (spec §4): stored tokens → fetch the user; any failure clears the
 * session silently. The start-up notice shows until it settles.
 */
export async function startSession(apolloClient: ApolloClient): Promise<void> {
  client = apolloClient;
  const started = epoch;
  if (!readTokens()) {
    setSession({ status: 'anonymous' });
    return;
  }
  try {
    const user = await fetchMe(true);
    if (epoch === started) setSession({ status: 'authenticated', user });
  } catch {
    if (epoch !== started) return;
    clearTokens();
    setSession({ status: 'anonymous' });
  }
}

/**
 * A sign-in. Tokens go to localStorage when `remember` (the social sign-in always does),
 * else to sessionStorage; the other store is cleared. Without `user`, it is fetched; when
 * that fails the tokens are dropped and the promise rejects.
 */
export async function signIn(input: {
  accessToken: string;
  refreshToken: string;
  remember: boolean;
  user?: AccountUser | null;
}): Promise<AccountUser> {
  storeTokens({ accessToken: input.accessToken, refreshToken: input.refreshToken }, input.remember);
  signedOutByUser = false;
  const round = ++epoch;
  let user = input.user ?? null;
  if (!user) {
    try {
      user = await fetchMe(true);
    } catch (error) {
      if (round === epoch) {
        clearTokens();
        setSession({ status: 'anonymous' });
      }
      throw error;
    }
  }
  if (round === epoch) {
    setSession({ status: 'authenticated', user });
    // Book statuses, progress… were cached for the anonymous visitor.
    resetApolloStore();
  }
  return user;
}

/**
 * Sign-out: clears tokens and user, tells the server (failure ignored) and, unless
 * `redirect` is false, goes to /login.
 */
export function signOut({ redirect = true }: { redirect?: boolean } = {}): void {
  const tokens = readTokens();
  const wasSignedIn = !!tokens || getSession().status === 'authenticated';
  clearTokens();
  signedOutByUser = true;
  epoch += 1;
  if (redirect) go(paths.login);
  if (getSession().status !== 'anonymous') setSession({ status: 'anonymous' });
  void (async () => {
    if (tokens) await logoutRequest(tokens.refreshToken).catch(() => undefined);
    // after the logout went out (a reset cancels requests in flight) and after the page left
    if (wasSignedIn) resetApolloStore();
  })();
}

/** true when the last sign-out was the user's (protected pages then drop the "return to" page) */
export function wasSignedOutByUser(): boolean {
  return signedOutByUser;
}

/** Re-reads the signed-in user from the API and updates everyone who shows it. */
export async function refreshUser(): Promise<AccountUser | null> {
  if (!readTokens()) return null;
  const user = await fetchMe(false);
  updateSessionUser(user);
  return user;
}

/** Puts a fresher copy of the user (from a mutation's answer) into the session. */
export function updateSessionUser(user: Partial<AccountUser> & { id: string }): void {
  const session = getSession();
  if (session.status !== 'authenticated' || session.user.id !== user.id) return;
  setSession({ status: 'authenticated', user: { ...(session.user as AccountUser), ...user } });
}

let redirecting = false;

/**
 * The session ended (no refresh token, or the refresh was refused): clear tokens, save the
 * current path unless it is /login, and go to /login (spec §8).
 *
 * `usedToken` is the access token the failed request carried: when the store no longer
 * holds it, a concurrent failure (or a sign-out) has already dealt with that session and
 * nothing more happens. `silent` (the start-up check) only clears, and so does any failure
 * while the start-up check is still running (spec §4: cleared silently).
 */
export function handleAuthFailure({
  silent = false,
  usedToken = null,
}: { silent?: boolean; usedToken?: string | null } = {}): void {
  const stored = readTokens();
  if (usedToken && stored?.accessToken !== usedToken) return;
  const starting = getSession().status === 'checking';
  const hadSession = !!stored || getSession().status === 'authenticated';
  clearTokens();
  if (hadSession) {
    epoch += 1;
    setSession({ status: 'anonymous' });
  }
  if (silent || starting || redirecting) return;
  const path = currentPath();
  if (path === paths.login || path.startsWith(`${paths.login}?`)) return;
  redirecting = true;
  setTimeout(() => {
    redirecting = false;
  }, 1000);
  saveRedirectPath(path);
  signedOutByUser = false;
  if (hadSession) {
    void import('../toast/toast').then(({ toast }) =>
      toast.info(i18n.t('sessionExpired', { ns: accountMenuNamespace })),
    );
  }
  go(paths.login, { state: { from: path } });
}

/**
 * fetch() with the bearer token and the same 401 rule as the Apollo link: wait behind a
 * refresh in flight, refresh once on a 401 and retry, sign out when the refresh is refused.
 * For requests Apollo's HTTP link cannot make (the multipart avatar upload).
 */
export async function authFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const send = async () => {
    await refreshCoordinator.ready();
    const token = getAccessToken();
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await fetch(url, {
      ...init,
      headers,
      signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { response, token };
  };
  const first = await send();
  if (first.response.status !== 401) return first.response;
  const outcome = await refreshCoordinator.refreshAfter(first.token);
  if (outcome === 'refreshed') return (await send()).response;
  if (outcome === 'failed') handleAuthFailure({ usedToken: first.token });
  return first.response;
}
