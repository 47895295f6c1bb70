// GraphQL over HTTP (Yoga) and over WebSocket (graphql-ws) on the same path and schema.
import type { Server } from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { ContextFactory } from '../graphql/context';
import { useHotReadCache } from '../graphql/response-cache';
import { useLocalizedErrors } from '../i18n/localized-errors';

export const GRAPHQL_PATH = '/graphql';

export function createGraphqlServer(schema: GraphQLSchema, createContext: ContextFactory, logger: Logger) {
  return createYoga({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: { subscriptionsProtocol: 'WS', title: 'Interview prep platform GraphQL' },
    landingPage: false,
    logging: {
      debug: (...args) => logger.debug(args),
      info: (...args) => logger.info(args),
      warn: (...args) => logger.warn(args),
      error: (...args) => logger.error(args),
    },
    context: (initial) => createContext(initial.request),
    // the hot reads (book page, search) answered from a validated per-viewer cache
    plugins: [useLocalizedErrors(), useHotReadCache()],
  });
}

export type GraphqlServer = ReturnType<typeof createGraphqlServer>;

/** Serves graphql-ws on the HTTP server's upgrade of GRAPHQL_PATH. */
export function attachGraphqlWebSocket(httpServer: Server, yoga: GraphqlServer) {
  const wss = new WebSocketServer({ noServer: true });
  httpServer.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== GRAPHQL_PATH) return; // other upgrade paths (collaboration) register their own handler
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

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
        const headers = new Headers();
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
        const args = {
          schema: s,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    } as Parameters<typeof useServer>[0],
    wss,
  );
  return {
    async close() {
      await disposable.dispose();
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
