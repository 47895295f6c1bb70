// GraphQL over HTTP (Yoga) and over WebSocket (graphql-ws) on the same path and schema.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { useServer } from 'graphql-ws/use/ws';
import { type DocumentNode, GraphQLError, type GraphQLSchema } from 'graphql';
import { type Plugin, createYoga } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer } from 'ws';
import type { ContextFactory } from '../graphql/context';
import { MessageError, appMessageOf } from '../graphql/errors';
import { localeFromHeaders } from '../graphql/locale';
import { useHotReadCache } from '../graphql/response-cache';
import { localizedText } from '../i18n/localize';
import { msg } from '../i18n/message';
import { currentRequestId } from '../request-id';
import { PEER_ADDRESS_HEADER } from '../security/client-address';
import { useLocalizedErrors } from '../i18n/localized-errors';
import { useNoNulText } from '../graphql/nul-text';
import { useResponseCookies } from '../graphql/response-cookies';
import { useExpectedOutcomesAsOk } from '../graphql/expected-outcomes';
import { operationLimits } from './operation-limits';

export const GRAPHQL_PATH = '/graphql';

const GRAPHIQL_OPTIONS = { subscriptionsProtocol: 'WS', title: 'Frontend Forge GraphQL' } as const;

let graphiql: Uint8Array<ArrayBuffer> | undefined;
/**
 * GraphiQL with its scripts, styles and workers inline (~9 MB, nothing from a CDN): rendered once,
 * and compressed once by encodedBody, instead of per visit.
 */
export function graphiqlPage(): Uint8Array<ArrayBuffer> {
  graphiql ??= new TextEncoder().encode(renderGraphiQL({ ...GRAPHIQL_OPTIONS, endpoint: GRAPHQL_PATH }));
  return graphiql;
}

/** every error answered names the request (extensions.requestId), as its log lines do */
function useRequestIdOnErrors(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      const requestId = currentRequestId();
      if (!requestId || Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      setResult({
        ...result,
        errors: result.errors.map((error) => {
          const e = error as GraphQLError;
          return new GraphQLError(e.message, {
            nodes: e.nodes,
            source: e.source,
            positions: e.positions,
            path: e.path,
            // a catalogue error raised before execution is its own original: kept for its language
            originalError: e.originalError ?? (appMessageOf(e) ? e : undefined),
            extensions: { ...e.extensions, requestId },
          });
        }),
      });
    },
  };
}

/** a browser opening /graphql (GraphiQL) rather than a client asking an operation */
export function wantsGraphiql(request: { method: string; headers: { get(name: string): string | null } }) {
  return request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');
}

export function createGraphqlServer(
  schema: GraphQLSchema,
  createContext: ContextFactory,
  logger: Logger,
  /** the domains' own plugins (e.g. what a personal access token may ask), from the assembling place */
  domainPlugins: Plugin[] = [],
) {
  return createYoga({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: GRAPHIQL_OPTIONS,
    // served once compressed by the HTTP layer (graphiqlPage); this renders the same page offline
    renderGraphiQL,
    // CORS is the HTTP layer's (cors.ts), for REST and GraphQL alike
    cors: false,
    landingPage: false,
    logging: {
      debug: (...args) => logger.debug(args),
      info: (...args) => logger.info(args),
      warn: (...args) => logger.warn(args),
      error: (...args) => logger.error(args),
    },
    context: (initial) => createContext(initial.request),
    // the hot reads (book page, search) answered from a validated per-viewer cache
    // operation limits first: a refused document costs no context and no session check
    plugins: [
      ...operationLimits(),
      useNoNulText(),
      useLocalizedErrors(),
      useRequestIdOnErrors(),
      useResponseCookies(),
      useExpectedOutcomesAsOk(),
      ...domainPlugins,
      useHotReadCache(),
    ],
  });
}

export type GraphqlServer = ReturnType<typeof createGraphqlServer>;

/** the credential that opened a socket: a sign-in (refresh-token family) or a token, and its user */
export interface SocketCredential {
  userId: string;
  sessionId?: string;
  apiTokenId?: string;
}

/** the register that closes a socket when its credential ends (accounts/credential-revocations.ts) */
export interface SocketCredentials {
  /** `since`: when the socket's authentication began; returns the unregistration */
  track(credential: SocketCredential, since: number, close: () => void): () => void;
}

export interface GraphqlSocketOptions {
  /** closes a socket when the sign-in or token that opened it ends (unset: never closed for that) */
  credentials?: SocketCredentials;
  /** the largest frame a client may send (WS_MAX_PAYLOAD_BYTES); a larger one closes the socket with 1009 */
  maxPayload: number;
  /** subscriptions open at once on one socket (WS_MAX_SUBSCRIPTIONS); the next one is refused */
  maxSubscriptions: number;
}

/** the request headers a socket's operations carry from its upgrade: who is asking (rate limits) */
const UPGRADE_HEADERS = ['x-forwarded-for', PEER_ADDRESS_HEADER];

/** the error for a subscription past the socket's limit (the socket stays open) */
function tooManySubscriptions(max: number): GraphQLError {
  return new MessageError(msg('http.tooManySubscriptions', { max }), { code: 'TOO_MANY_SUBSCRIPTIONS', max });
}

/** an error as a WebSocket client reads it: extensions.http is for HTTP answers only */
function withoutHttp(error: GraphQLError): GraphQLError {
  const { http: _http, ...extensions } = error.extensions ?? {};
  return new GraphQLError(error.message, { extensions });
}

/** close code for a socket whose credential ended (logout, password change, a revoked session or token) */
export const SESSION_ENDED_CLOSE = 4401;

/** the credential of an operation's viewer (null for a visitor) */
function credentialOf(
  viewer: { id: string; sessionId?: string; apiToken?: { id: string } } | null | undefined,
): SocketCredential | null {
  if (viewer?.apiToken) return { userId: viewer.id, apiTokenId: viewer.apiToken.id };
  if (viewer?.sessionId) return { userId: viewer.id, sessionId: viewer.sessionId };
  return null;
}

/**
 * Serves graphql-ws on upgrades of GRAPHQL_PATH (the app's one upgrade router hands them to
 * `handleUpgrade`). A socket belongs to the credential its connection params carry (an access
 * token's sign-in, or a personal access token), known from its first signed-in operation: when
 * that credential ends (logout, a password change, a revoked session or token, a deleted account —
 * on this instance or another, told through the live bus), the socket is closed with 4401 at once,
 * and the client reconnects with whatever credential it has now.
 */
export function createGraphqlWebSocket(yoga: GraphqlServer, options: GraphqlSocketOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });
  const { credentials } = options;
  /** socket → the unregistration of its credential */
  const owned = new WeakMap<WebSocket, () => void>();
  const own = (socket: WebSocket, credential: SocketCredential, since: number) => {
    if (owned.has(socket) || socket.readyState !== WebSocket.OPEN) return;
    const close = () => {
      if (socket.readyState === WebSocket.OPEN) socket.close(SESSION_ENDED_CLOSE, 'Your session has ended.');
    };
    const untrack = credentials!.track(credential, since, close);
    owned.set(socket, untrack);
    socket.once('close', untrack);
  };

  const disposable = useServer(
    {
      execute: (args: { rootValue: { execute: (a: unknown) => unknown } }) => args.rootValue.execute(args),
      subscribe: (args: { rootValue: { subscribe: (a: unknown) => unknown } }) => args.rootValue.subscribe(args),
      onSubscribe: async (
        ctx: { connectionParams?: Readonly<Record<string, unknown>> },
        _id: string,
        params: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
      ) => {
        // A WebSocket has no per-operation headers: the token and language come in the
        // connection params and are turned into a Request so the context is built one way.
        const connection = (ctx.connectionParams ?? {}) as Record<string, unknown>;
        const { extra } = ctx as { extra?: { socket?: WebSocket; request?: IncomingMessage } };
        const headers = new Headers();
        // the client's address as the upgrade saw it, so rate limits count this client, not 'unknown'
        for (const name of UPGRADE_HEADERS) {
          const value = extra?.request?.headers[name];
          if (typeof value === 'string') headers.set(name, value);
        }
        if (typeof connection.authorization === 'string') headers.set('authorization', connection.authorization);
        if (typeof connection.locale === 'string') headers.set('x-locale', connection.locale);
        const request = new Request(`http://localhost${GRAPHQL_PATH}`, { headers });
        const {
          schema: s,
          execute,
          subscribe,
          contextFactory,
          parse,
          validate,
        } = yoga.getEnveloped({
          ...ctx,
          request,
          params,
        });
        // Parse and validate first (the operation limits act here): a refused document is
        // answered as GraphQL errors in the connection's language, before any session check.
        const locale = localeFromHeaders(headers);
        const refused = (errors: readonly GraphQLError[]) =>
          errors.map((error) => new GraphQLError(localizedText(locale, error), { extensions: error.extensions }));
        // this operation is listed in ctx.subscriptions already (graphql-ws adds it before asking)
        if (Object.keys((ctx as { subscriptions: object }).subscriptions).length > options.maxSubscriptions) {
          return refused([tooManySubscriptions(options.maxSubscriptions)]);
        }
        let document: DocumentNode;
        try {
          document = parse(params.query) as DocumentNode;
        } catch (error) {
          if (error instanceof GraphQLError) return refused([error]);
          throw error;
        }
        let errors: readonly GraphQLError[];
        try {
          errors = validate(s, document);
        } catch (error) {
          if (error instanceof GraphQLError) return refused([error]); // the limits throw
          throw error;
        }
        if (errors.length) return refused(errors);
        // a refused context (a rate limit, a bad token) fails this operation only, not the socket
        let contextValue: { viewer?: Parameters<typeof credentialOf>[0] };
        const since = Date.now();
        try {
          contextValue = (await contextFactory()) as typeof contextValue;
        } catch (error) {
          if (error instanceof GraphQLError) return refused([withoutHttp(error)]);
          throw error;
        }
        // the socket's credential: the same on every operation (its connection params)
        const credential = credentialOf(contextValue.viewer);
        if (credential && credentials && extra?.socket) own(extra.socket, credential, since);
        const args = {
          schema: s,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
        return args;
      },
    } as Parameters<typeof useServer>[0],
    wss,
  );
  return {
    path: GRAPHQL_PATH,
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      wss.handleUpgrade(req, socket, head, (ws) => {
        wss.emit('connection', ws, req);
        // graphql-ws prints every socket error with console.error and closes with 1011; a frame
        // over maxPayload is the client's doing, and ws is already closing that socket with 1009
        ws.removeAllListeners('error');
        ws.on('error', () => {
          if (ws.readyState === WebSocket.OPEN) ws.close(1011, 'Internal server error');
        });
      });
    },
    /** open graphql-ws connections */
    connections: () => wss.clients.size,
    /** tells every client to reconnect (1012: service restart), then lets go of the sockets */
    async close() {
      const closed = [...wss.clients].map(
        (client) =>
          new Promise<void>((resolve) => {
            client.once('close', () => resolve());
            client.close(1012, 'Service restart: reconnect');
          }),
      );
      await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, 1_000))]);
      await disposable.dispose();
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
