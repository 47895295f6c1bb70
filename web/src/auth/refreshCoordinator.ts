// One token refresh at a time (spec §8: "HTTP 401 on a first attempt: refresh tokens once;
// concurrent requests queue and retry with the new token").
//
//   - `ready()` lets a request that is about to start wait behind a refresh in flight, so it
//     goes out with the new token instead of failing with the old one;
//   - `refreshAfter(usedToken)` is called by a request that got a 401 with `usedToken`. If
//     the stored token has changed since (another request, or another tab, refreshed in the
//     meantime) it answers 'refreshed' at once; otherwise it starts the refresh, or joins
//     the one in flight. Every caller of one round gets the same outcome.
//
// Refresh tokens rotate and the server revokes the whole sign-in when a rotated token is
// presented again, so two tabs must never refresh with the same token: when the Web Locks
// API exists, the refresh runs under a cross-tab lock and re-reads the stored pair first.
export type RefreshOutcome =
  /** new tokens are stored: retry */
  | 'refreshed'
  /** no refresh token, or the server refused it: the sign-in is over */
  | 'failed'
  /** the server could not be reached: keep the tokens, fail this request */
  | 'unreachable';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export class RefreshUnreachableError extends Error {
  constructor(cause?: unknown) {
    super('The server could not be reached to refresh the session.', { cause });
    this.name = 'RefreshUnreachableError';
  }
}

export interface RefreshCoordinatorDeps {
  readTokens(): TokenPair | null;
  /** exchanges a refresh token for a new pair; throws RefreshUnreachableError on network failure */
  refresh(refreshToken: string): Promise<TokenPair>;
  saveTokens(tokens: TokenPair): void;
  /** runs `task` holding a cross-tab lock (defaults to the Web Locks API when present) */
  withLock?<T>(task: () => Promise<T>): Promise<T>;
}

const LOCK_NAME = 'auth-token-refresh';

function webLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(LOCK_NAME, task) as Promise<T>) : task();
}

export interface RefreshCoordinator {
  ready(): Promise<void>;
  refreshAfter(usedAccessToken: string | null | undefined): Promise<RefreshOutcome>;
  /** true while a refresh is in flight */
  readonly refreshing: boolean;
}

export function createRefreshCoordinator(deps: RefreshCoordinatorDeps): RefreshCoordinator {
  const withLock = deps.withLock ?? webLock;
  let inFlight: Promise<RefreshOutcome> | null = null;

  async function run(usedAccessToken: string | null | undefined): Promise<RefreshOutcome> {
    return withLock(async () => {
      const current = deps.readTokens();
      if (!current?.refreshToken) return 'failed';
      // Another tab refreshed while this one waited for the lock.
      if (current.accessToken !== usedAccessToken) return 'refreshed';
      try {
        deps.saveTokens(await deps.refresh(current.refreshToken));
        return 'refreshed';
      } catch (error) {
        return error instanceof RefreshUnreachableError ? 'unreachable' : 'failed';
      }
    });
  }

  return {
    get refreshing() {
      return inFlight !== null;
    },
    async ready() {
      if (inFlight) await inFlight;
    },
    refreshAfter(usedAccessToken) {
      if (inFlight) return inFlight;
      const current = deps.readTokens();
      if (!current?.refreshToken) return Promise.resolve('failed');
      // Sent with an older token (or none) than the one stored now: just retry.
      if (current.accessToken !== usedAccessToken) return Promise.resolve('refreshed');
      inFlight = run(usedAccessToken).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
