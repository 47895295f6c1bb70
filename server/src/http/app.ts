// The one HTTP server of an instance: GraphQL (HTTP + WebSocket), the REST compatibility
// router, health checks, uploaded files and the built web app with an SPA fallback.
import { existsSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { join } from 'node:path';
import { createServerAdapter } from '@whatwg-node/server';
import type { GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import sirv from 'sirv';
import type { PrismaClient } from '../generated/prisma/client';
import type { ContextFactory } from '../graphql/context';
import { localeFromHeaders } from '../graphql/locale';
import { localeOfNodeRequest } from '../i18n/node-request';
import { createRestApi } from '../rest/handler-routes';
import type { TableRoute } from '../rest/route-table';
import { SERVER_FAILURE, messageEnvelope } from '../rest/router';
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from '../request-id';
import { PEER_ADDRESS_HEADER } from '../security/client-address';
import { poolStats } from '../db/prisma';
import { projectRoot } from '../config';
import { DEFAULT_LIMITS, type ServerLimits } from '../config/limits';
import { limitBody, refuseTooLarge } from './body-limit';
import { corsPolicy } from './cors';
import { appOperationNames } from './operation-names';
import { encodedBody } from './encoding';
import { healthz, readyz } from './health';
import { type PageMetaSource, withPageMeta } from './page-meta';
import { type GaugeSource, METRICS_PATH, createMetrics, serveMetrics } from './metrics';
import { securityHeaders } from './security-headers';
import { type SocketRoute, routeUpgrades } from './socket-routes';
import {
  GRAPHQL_PATH,
  type SocketCredentials,
  createGraphqlServer,
  createGraphqlWebSocket,
  graphiqlPage,
  wantsGraphiql,
} from './yoga';

/** what a path is, for the HTTP duration metric (a bounded label, never the path itself) */
function kindOf(path: string): string {
  if (path === GRAPHQL_PATH) return 'graphql';
  if (path === '/api' || path.startsWith('/api/')) return 'rest';
  if (path.startsWith('/uploads/')) return 'uploads';
  if (path === '/healthz' || path === '/readyz') return 'health';
  return 'web';
}

/** a Node request's headers as `get(name)`, like a fetch Request's */
function nodeHeaders(req: IncomingMessage) {
  return {
    get: (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    },
  };
}

/** the UI preview's document and runtimes (web/vite/preview-assets.ts) */
const PREVIEW_PATH = '/preview/';
/** hashed or versioned build files, which never change under their name */
const IMMUTABLE_ASSET = /^\/(assets\/|preview\/runtime\/|preview\/frame-[0-9a-f]+\.js$)/;

export interface AppOptions {
  /** the executable schema (server/src/schema.ts) */
  schema: GraphQLSchema;
  /** builds each request's context (server/src/services.ts) */
  createContext: ContextFactory;
  /** the REST route table (server/src/routes.ts) */
  routes: TableRoute[];
  /** for the readiness check */
  prisma: PrismaClient;
  logger: Logger;
  /** the built web app (web/dist); when missing, a page explains how to build it */
  webDistDir: string;
  /** uploaded files (avatars) */
  uploadsDir: string;
  /** the domains' GraphQL plugins (server/src/services.ts) */
  graphqlPlugins?: Plugin[];
  /** the domains' gauges for /metrics (the judge's workers and queue) */
  gauges?: GaugeSource[];
  /** METRICS_TOKEN: who may read /metrics (unset: loopback peers only) */
  metricsToken?: string;
  /** the domains' WebSocket paths besides /graphql (the collaboration socket) */
  sockets?: SocketRoute[];
  /** the register that closes a socket when the credential that opened it ends (accounts) */
  socketCredentials?: SocketCredentials;
  /** where users open the site (HSTS when https) */
  publicUrl: string;
  /** origins allowed to call the API in credentials mode (CORS_CREDENTIAL_ORIGINS) */
  corsCredentialOrigins: readonly string[];
  /** body, frame, subscription and socket limits (defaults: config/limits.ts) */
  limits?: Partial<ServerLimits>;
  /** TRUST_PROXY: how many proxies' X-Forwarded-For to believe (per-address WebSocket limits) */
  trustProxy?: number;
  /** the web app's GraphQL documents, whose operation names label the metrics (default: web/src) */
  webDocumentsDir?: string;
  /** the domains' per-page title and Open Graph tags (a shared solution's page) */
  pageMeta?: PageMetaSource;
}

export interface App {
  server: Server;
  close(): Promise<void>;
}

/** how long a stopping instance waits for requests in flight before cutting them */
const DRAIN_MS = 10_000;

const isApiPath = (path: string) =>
  path === GRAPHQL_PATH ||
  path.startsWith(`${GRAPHQL_PATH}/`) ||
  path === '/api' ||
  path.startsWith('/api/') ||
  path === '/healthz' ||
  path === '/readyz';

export function createApp(options: AppOptions): App {
  const { schema, createContext, routes, prisma, logger, webDistDir, uploadsDir } = options;
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const metrics = createMetrics(
    [
      ...(options.gauges ?? []),
      {
        name: 'db_pool_connections',
        help: 'database pool connections by state (idle, busy) and queries waiting for one',
        collect: (): Record<string, number> => {
          const pool = poolStats(prisma);
          return pool ? { idle: pool.idle, busy: pool.total - pool.idle, waiting: pool.waiting } : {};
        },
      },
      { name: 'graphql_ws_connections', help: 'open graphql-ws connections', collect: () => ws.connections() },
      ...(options.sockets ?? []).map((route) => ({
        name: `ws_connections${route.path.replaceAll(/[^a-z0-9]+/g, '_')}`,
        help: `open WebSocket connections on ${route.path}`,
        collect: () => route.connections(),
      })),
    ],
    appOperationNames({ routes, documentsDir: options.webDocumentsDir ?? join(projectRoot, 'web/src') }),
  );
  const yoga = createGraphqlServer(schema, createContext, logger, [
    metrics.graphqlPlugin(),
    ...(options.graphqlPlugins ?? []),
  ]);
  const rest = createRestApi(yoga, routes);
  const headers = securityHeaders({ publicUrl: options.publicUrl });
  const cors = corsPolicy({ credentialOrigins: options.corsCredentialOrigins });

  const api = createServerAdapter(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === GRAPHQL_PATH && wantsGraphiql(request)) {
      const { body, headers: encoding } = encodedBody(request, graphiqlPage());
      return new Response(body, { headers: { ...encoding, 'content-type': 'text/html; charset=utf-8' } });
    }
    if (url.pathname === '/healthz') return healthz();
    if (url.pathname === '/readyz') return readyz(prisma, limits.readyTimeoutMs, logger);
    if (url.pathname.startsWith('/api')) {
      try {
        return await rest(request, url);
      } catch (error) {
        logger.error({ err: error, path: url.pathname }, 'REST adapter failed');
        return messageEnvelope(localeFromHeaders(request.headers), 500, SERVER_FAILURE);
      }
    }
    return yoga.fetch(request);
  });

  // dev mode: sirv looks files up per request (production mode lists the folder once at
  // startup, so avatars uploaded later would be 404). ETag revalidation keeps it cheap.
  const uploads = sirv(uploadsDir, {
    dev: true,
    etag: true,
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
  const webBuilt = existsSync(join(webDistDir, 'index.html'));
  const web = webBuilt
    ? sirv(webDistDir, {
        single: true,
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders: (res, path) => {
          // Hashed build assets never change; index.html must always be revalidated.
          if (IMMUTABLE_ASSET.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else res.setHeader('Cache-Control', 'no-cache');
        },
      })
    : null;
  // read once, as sirv lists the folder once: the template the per-page meta is written into
  const indexHtml = webBuilt && options.pageMeta ? readFileSync(join(webDistDir, 'index.html'), 'utf8') : null;

  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };

  const route = (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (isApiPath(path)) {
      const graphql = path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`);
      if (limitBody(req, limits.maxBodyBytes, () => refuseTooLarge(req, res, graphql))) void api(req, res);
      return;
    }
    if (path.startsWith('/uploads/')) {
      req.url = req.url!.slice('/uploads'.length);
      return uploads(req, res, () => notFound(res));
    }
    if (web && indexHtml && options.pageMeta && (req.method === 'GET' || req.method === 'HEAD')) {
      const html = indexHtml;
      options.pageMeta(path, localeOfNodeRequest(req)).then(
        (meta) => {
          if (!meta) return web(req, res, () => notFound(res));
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.setHeader('cache-control', 'no-cache');
          res.setHeader('vary', 'accept-language, x-locale');
          res.end(req.method === 'HEAD' ? undefined : withPageMeta(html, meta));
        },
        (error: unknown) => {
          // the page still opens, with the app's default title
          logger.error({ err: error, path }, 'page meta failed');
          web(req, res, () => notFound(res));
        },
      );
      return;
    }
    if (web) return web(req, res, () => notFound(res));
    res.statusCode = 503;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('The web app is not built. Run `npm run build` (npm start does it for you).');
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    withRequestId(requestId, () => serve(req, res));
  });

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    guardPipedFiles(res, logger);
    const [path = '/'] = (req.url ?? '/').split('?');
    if (path === METRICS_PATH && req.method === 'GET')
      return void serveMetrics(metrics, req, res, options.metricsToken);
    metrics.observeHttp(req, res, kindOf(path));
    // The socket's address, for rate limits and login records; never taken from the client.
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    if (path.startsWith(PREVIEW_PATH)) {
      // the sandboxed preview is an opaque origin: its module scripts are cross-origin requests
      res.setHeader('access-control-allow-origin', '*');
      return headers.preview(req, res, () => route(req, res, path));
    }
    if (!isApiPath(path)) return headers.app(req, res, () => route(req, res, path));
    const graphiql = path === GRAPHQL_PATH && wantsGraphiql({ method: req.method ?? 'GET', headers: nodeHeaders(req) });
    (graphiql ? headers.graphiql : headers.api)(req, res, () => cors(req, res, () => route(req, res, path)));
  };

  const ws = createGraphqlWebSocket(yoga, {
    maxPayload: limits.wsMaxPayloadBytes,
    maxSubscriptions: limits.wsMaxSubscriptions,
    credentials: options.socketCredentials,
  });
  const sockets = [ws, ...(options.sockets ?? [])];
  routeUpgrades(server, sockets, {
    maxSocketsPerClient: limits.wsMaxSocketsPerClient,
    trustProxy: options.trustProxy ?? 0,
  });

  return {
    server,
    /**
     * Stops taking requests and lets the ones in flight finish (a judge run included) for up to
     * DRAIN_MS, closing idle keep-alive connections at once; WebSocket clients are told to
     * reconnect (1012, service restart), which graphql-ws clients do, to another instance.
     */
    async close() {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // a keep-alive connection whose last request ends during the drain is let go at once too
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      await Promise.all(sockets.map((route) => route.close()));
      const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
      await drained;
      clearTimeout(cut);
      clearInterval(idle);
    },
  };
}

/**
 * sirv pipes a file stream into the response without an 'error' listener, so a file that
 * vanishes between lookup and read (web/dist rebuilt by another `npm start`, an avatar replaced)
 * would crash the process with an unhandled stream error. Catch it here: a 404 when nothing was
 * sent yet, else a cut connection.
 */
function guardPipedFiles(res: ServerResponse, log: Pick<Logger, 'warn'>): void {
  res.on('pipe', (source) => {
    source.once('error', (error: Error) => {
      log.warn({ err: error }, 'a static file could not be read');
      if (res.headersSent) return void res.destroy();
      res.statusCode = 404;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end('Not found');
    });
  });
}
