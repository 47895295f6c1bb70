// Subscriptions over graphql-ws on /graphql, split from HTTP by the operation type. The socket
// code (graphql-ws and Apollo's GraphQLWsLink) loads with the first subscription only, so pages
// without live data do not pay for it. The socket carries the access token and the language in
// its connection params, read at every (re)connection; a sign-in or sign-out restarts it, so it
// re-authenticates; it reconnects with backoff after a drop (graphql-ws' retry, forever).
import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { getAccessToken, subscribeSession } from '../auth/session';
import type { AppLocale } from '../i18n/locale';

export type LiveState = 'connecting' | 'connected' | 'reconnecting';
const liveListeners = new Set<(state: LiveState) => void>();
let liveState: LiveState = 'connecting';
export const getLiveState = () => liveState;
export function subscribeLiveState(listener: (state: LiveState) => void): () => void {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
}
function setLiveState(next: LiveState) {
  liveState = next;
  liveListeners.forEach((listener) => listener(next));
}

type Loaded = { link: ApolloLink; restart: () => void };
let loading: Promise<Loaded> | undefined;

async function load(getLocale: () => AppLocale): Promise<Loaded> {
  const [{ createClient }, { GraphQLWsLink }] = await Promise.all([
    // the client only: the package's main entry also holds the server, whose imports of graphql's
    // validation and execution would land in the first-load Apollo chunk (+26 KB brotli)
    import('graphql-ws/client'),
    import('@apollo/client/link/subscriptions'),
  ]);
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  const client = createClient({
    url,
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    connectionParams: () => {
      const token = getAccessToken();
      return { ...(token ? { authorization: `Bearer ${token}` } : {}), locale: getLocale() };
    },
    on: {
      connected: () => setLiveState('connected'),
      closed: () => setLiveState('reconnecting'),
    },
  });
  // a new session (or none) → the socket reconnects with what the session is now
  let token = getAccessToken();
  subscribeSession(() => {
    const next = getAccessToken();
    if (next === token) return;
    token = next;
    client.terminate();
  });
  return { link: new GraphQLWsLink(client), restart: () => client.terminate() };
}

/** the link subscriptions go to; the socket is made on first use */
export function createLiveLink(getLocale: () => AppLocale): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: { unsubscribe(): void } | undefined;
        let closed = false;
        (loading ??= load(getLocale))
          .then(({ link }) => {
            if (closed) return;
            // GraphQLWsLink is a terminating link: it never calls forward
            inner = link
              .request(operation, () => new Observable<ApolloLink.Result>((o) => o.complete()))
              .subscribe(observer);
          })
          .catch((error: unknown) => observer.error(error));
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}
