// "These credentials ended": the event the functions that end sign-ins and tokens publish on the
// instance's live bus (graphql/pubsub.ts: Redis across instances with REDIS_URL, in memory
// otherwise), and the register of open sockets that closes the ones a credential of the event
// opened, on every instance. Each socket (graphql-ws, /collab) knows the credential that opened it:
// a sign-in (its refresh-token family) or a personal access token, and its user.
//
// Published by sessions.ts (logout, a revoked family, every sign-in of a user: password change or
// reset, two-factor changes), api-tokens.ts (a revoked token) and profile.ts (a deleted account),
// so whoever calls those gets the sockets closed too.
//
// A socket checks its credential against the database when it authenticates; an event that
// arrives between that read and the socket's registration would be missed, so the register keeps
// the events of the last minute and a newly registered socket is held against the ones that
// arrived since its authentication began.
import type { Logger } from 'pino';
import type { LiveBus } from '../graphql/pubsub';
import type { Viewer } from './viewer';

export interface RevokedCredentials {
  /** sign-ins (refresh-token families) that ended */
  sessionIds?: string[];
  /** personal access tokens that were revoked */
  tokenIds?: string[];
  /** a user whose every credential ended (the account was deleted) */
  userId?: string;
}

/** the credential that opened a socket */
export interface SocketCredential {
  userId: string;
  /** the sign-in (refresh-token family), for a socket opened with an access token */
  sessionId?: string;
  /** the personal access token's id, for a socket opened with one */
  apiTokenId?: string;
}

export type PublishRevoked = (revoked: RevokedCredentials) => void;

export const CREDENTIALS_TOPIC = 'credentials-revoked';
const ROUTE = 'all';
/** how long arrived events are kept for sockets still registering (their authentication's read) */
const RECENT_MS = 60_000;
const RECENT_MAX = 10_000;

/** the credential of a viewer (null for one not read from a credential) */
export function credentialOf(viewer: Viewer | null | undefined): SocketCredential | null {
  if (!viewer) return null;
  if (viewer.apiToken) return { userId: viewer.id, apiTokenId: viewer.apiToken.id };
  if (viewer.sessionId) return { userId: viewer.id, sessionId: viewer.sessionId };
  return null;
}

export function isRevokedBy(revoked: RevokedCredentials, credential: SocketCredential): boolean {
  if (revoked.userId && revoked.userId === credential.userId) return true;
  if (credential.sessionId && revoked.sessionIds?.includes(credential.sessionId)) return true;
  if (credential.apiTokenId && revoked.tokenIds?.includes(credential.apiTokenId)) return true;
  return false;
}

export interface CredentialRevocations {
  /** tells every instance's sockets (through the live bus) */
  publish: PublishRevoked;
  /**
   * registers an open socket's credential; `close` is called once, when an event names it.
   * `since`: when the socket's authentication began (Date.now()), so an event that arrived after
   * that read closes it at once. Returns the unregistration, for when the socket closes.
   */
  track(credential: SocketCredential, since: number, close: () => void): () => void;
  close(): Promise<void>;
}

interface Tracked {
  credential: SocketCredential;
  close: () => void;
}

export function createCredentialRevocations(live: LiveBus, logger?: Logger): CredentialRevocations {
  const tracked = new Set<Tracked>();
  const recent: { at: number; revoked: RevokedCredentials }[] = [];

  const closeOne = (entry: Tracked) => {
    tracked.delete(entry);
    try {
      entry.close();
    } catch (error) {
      logger?.warn({ err: error }, 'a socket of a revoked credential could not be closed');
    }
  };

  const arrived = (revoked: RevokedCredentials) => {
    const now = Date.now();
    recent.push({ at: now, revoked });
    while (recent.length && (recent[0]!.at < now - RECENT_MS || recent.length > RECENT_MAX)) recent.shift();
    for (const entry of [...tracked]) if (isRevokedBy(revoked, entry.credential)) closeOne(entry);
  };

  const events = live.pubsub.subscribe(CREDENTIALS_TOPIC, ROUTE) as AsyncIterable<RevokedCredentials> &
    AsyncIterator<RevokedCredentials>;
  const iterator = events[Symbol.asyncIterator]();
  const loop = (async () => {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      if (next.value && typeof next.value === 'object') arrived(next.value);
    }
  })().catch((error: unknown) => logger?.error({ err: error }, 'credential revocations: the subscription failed'));

  return {
    publish(revoked) {
      const empty = !revoked.userId && !revoked.sessionIds?.length && !revoked.tokenIds?.length;
      if (empty) return;
      live.pubsub.publish(CREDENTIALS_TOPIC, ROUTE, revoked);
    },
    track(credential, since, close) {
      const entry: Tracked = { credential, close };
      if (recent.some((event) => event.at >= since && isRevokedBy(event.revoked, credential))) {
        queueMicrotask(() => closeOne(entry));
        return () => {};
      }
      tracked.add(entry);
      return () => void tracked.delete(entry);
    },
    async close() {
      tracked.clear();
      await iterator.return?.();
      await loop;
    },
  };
}
