// /metrics in Prometheus's text format (prom-client): HTTP durations by kind and status, GraphQL's
// phases by operation (graphql-metrics.ts, Yoga's Prometheus plugin), WebSocket connections, the database pool, and the
// gauges the assembling place adds (the judge's workers and queue). Protected: with METRICS_TOKEN
// set, only `Authorization: Bearer <token>` reads it; without, only a direct loopback peer (a
// scraper on the same host or an internal sidecar), never a request forwarded by a proxy.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Buffer } from 'node:buffer';
import { timingSafeEqual } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DURATION_BUCKETS, graphqlMetricsPlugin } from './graphql-metrics';

export const METRICS_PATH = '/metrics';

export interface GaugeSource {
  name: string;
  help: string;
  /** the value, or values by the label `state` */
  collect: () => number | Record<string, number>;
}

/**
 * @param operationNames the app's own operation names (operation-names.ts); any other name a
 * client sends is labelled `other`, so clients cannot mint series
 */
export function createMetrics(gauges: GaugeSource[] = [], operationNames: ReadonlySet<string> = new Set()) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by kind (graphql, rest, web, other), method and status',
    labelNames: ['kind', 'method', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  for (const source of gauges) {
    new Gauge({
      name: source.name,
      help: source.help,
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const value = source.collect();
        if (typeof value === 'number') this.set(value);
        else for (const [state, n] of Object.entries(value)) this.set({ state }, n);
      },
    });
  }

  return {
    registry,
    /** times one HTTP request from now until its answer is sent */
    observeHttp(req: IncomingMessage, res: ServerResponse, kind: string) {
      const end = http.startTimer({ kind, method: req.method ?? 'GET' });
      res.once('finish', () => end({ status: String(res.statusCode) }));
    },
    /** GraphQL's phases, requests and errors (HTTP and WebSocket): graphql-metrics.ts */
    graphqlPlugin: (): Plugin => graphqlMetricsPlugin(registry, operationNames),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** answers GET /metrics to whom may read it; 404 to anyone else (nothing to see here) */
export async function serveMetrics(
  metrics: Metrics,
  req: IncomingMessage,
  res: ServerResponse,
  token: string | undefined,
): Promise<void> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const peer = req.socket.remoteAddress ?? '';
  const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(peer) && !req.headers['x-forwarded-for'];
  const allowed = token ? !!bearer && sameSecret(bearer, token) : loopback;
  if (!allowed) {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Not found');
    return;
  }
  res.setHeader('content-type', metrics.registry.contentType);
  res.end(await metrics.registry.metrics());
}
