// npm run bench:live — how fast a comment event reaches 1,000 open pages of one problem.
//
// Processes, as in production: this one (the orchestrator and the 1,000 graphql-ws clients), the
// platform (scripts/start.ts as a child process; with a local Redis, a second one on the same
// database so the subscribers are spread over two instances) and PostgreSQL (embedded, throwaway).
// A signed-in learner toggles a like on a comment 30 times, one after the other; every toggle
// publishes a `liked` event to every subscriber of the problem. Measured: from the moment the like
// request is sent to the moment each subscriber holds the event (p50/p95/p99 over all deliveries),
// and the platform's resident memory per open subscription. Baseline, in the same run: the same
// fan-out through a bare `ws` broadcast server in its own process (an HTTP POST that broadcasts a
// message to 1,000 plain WebSockets), i.e. what the network stack and the event loop cost alone.
// Writes bench-results/live.json. BENCH_SUBSCRIBERS (default 1000), BENCH_ROUNDS (default 30);
// BENCH_CPU_PROF=1 profiles the platform processes into bench-results/profiles/live-*.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ownRedisDatabase, redisReachable } from '../../server/test/redis';
import { loadBenchConfig } from '../../server/src/config/bench';
import { freePort, freshDatabase, gql, signedIn } from './bench-env';
import { type ServerProcess, startServerProcess } from './server-process';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bench = loadBenchConfig();
const SUBSCRIBERS = bench.BENCH_SUBSCRIBERS ?? 1000;
const ROUNDS = bench.BENCH_ROUNDS ?? 30;
const REDIS_BASE = bench.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  case: string;
  subscribers: number;
  deliveries: number;
  p50: number;
  p95: number;
  p99: number;
  memoryPerSubscriptionKb?: number;
  /** the median round trip of the write that publishes the event (the like, or the baseline's POST) */
  writeP50?: number;
}

function summary(name: string, latencies: number[], subscribers: number, writes: number[], memory?: number): Row {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    case: name,
    subscribers,
    deliveries: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    memoryPerSubscriptionKb: memory,
    writeP50: percentile(
      [...writes].sort((a, b) => a - b),
      0.5,
    ),
  };
}

/** the baseline: a bare ws server that broadcasts what it is POSTed, in a process of its own */
async function baseline(): Promise<Row> {
  const port = await freePort();
  const script = `
    const http = require('node:http'); const { WebSocketServer } = require('ws');
    const server = http.createServer((req, res) => { let body = ''; req.on('data', (c) => (body += c));
      req.on('end', () => { for (const c of wss.clients) c.send(body); res.end('ok'); }); });
    const wss = new WebSocketServer({ server }); server.listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(join(root, 'node_modules/.bin/node'), ['-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  const latencies: number[] = [];
  const writes: number[] = [];
  const sent = new Map<string, number>();
  const sockets = await Promise.all(
    Array.from(
      { length: SUBSCRIBERS },
      () =>
        new Promise<WebSocket>((resolve) => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}`);
          socket.on('message', (data) => latencies.push(performance.now() - sent.get(String(data))!));
          socket.once('open', () => resolve(socket));
        }),
    ),
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    const id = `m${round}`;
    const start = performance.now();
    sent.set(id, start);
    await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: id });
    writes.push(performance.now() - start);
    const deadline = Date.now() + 5000;
    while (latencies.length < (round + 1) * SUBSCRIBERS && Date.now() < deadline) await wait(5);
  }
  for (const socket of sockets) socket.close();
  child.kill();
  return summary('baseline: bare ws broadcast', latencies, SUBSCRIBERS, writes);
}

async function platformCase(name: string, servers: { base: string; pid: number }[]): Promise<Row> {
  const [first] = servers;
  const token = await signedIn(first!.base, 'live');
  const posted = await gql<{ postComment: { id: string } }>(
    first!.base,
    'mutation ($input: PostCommentInput!) { postComment(input: $input) { id } }',
    { input: { problemId: 'debounce', content: 'How fast does this travel?' } },
    token,
  );
  const commentId = posted.postComment.id;

  const before = servers.map((s) => rssKb(s.pid));
  const latencies: number[] = [];
  const writes: number[] = [];
  let sentAt = 0;
  let received = 0;
  const clients = servers
    .flatMap((server, index) =>
      Array.from(
        { length: Math.ceil(SUBSCRIBERS / servers.length) - (index === 0 ? 0 : SUBSCRIBERS % servers.length) },
        () =>
          createClient({
            url: server.base.replace('http', 'ws') + '/graphql',
            webSocketImpl: WebSocket,
            lazy: false,
            retryAttempts: 0,
          }),
      ),
    )
    .slice(0, SUBSCRIBERS);
  let acknowledged = 0;
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          client.on('connected', () => {
            acknowledged += 1;
            resolve();
          });
          client.subscribe(
            { query: 'subscription { commentEvents(problemId: "debounce") { kind likeCount } }' },
            {
              next: () => {
                latencies.push(performance.now() - sentAt);
                received += 1;
              },
              error: () => {},
              complete: () => {},
            },
          );
        }),
    ),
  );
  await wait(2000); // every subscription registered
  const after = servers.map((s) => rssKb(s.pid));
  const memory = (after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) / Math.max(1, acknowledged);
  for (let round = 0; round < ROUNDS; round += 1) {
    const target = (round + 1) * clients.length;
    sentAt = performance.now();
    await gql(
      first!.base,
      'mutation ($c: String!) { likeComment(commentId: $c) { likeCount } }',
      { c: commentId },
      token,
    );
    writes.push(performance.now() - sentAt);
    const deadline = Date.now() + 10_000;
    while (received < target && Date.now() < deadline) await wait(5);
  }
  await Promise.all(clients.map((client) => client.dispose()));
  return summary(name, latencies, clients.length, writes, Math.round(memory * 10) / 10);
}

async function main() {
  const database = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-bench-live-'));
  const withRedis = await redisReachable(REDIS_BASE);
  const REDIS_URL = withRedis ? await ownRedisDatabase(REDIS_BASE, 13) : REDIS_BASE;
  const servers: ServerProcess[] = [];
  const rows: Row[] = [];
  try {
    rows.push(await baseline());
    const ports = [await freePort(), await freePort()];
    const start = (port: number, sub: string, redis: boolean) =>
      startServerProcess({
        root,
        port,
        databaseUrl: database.url,
        dataDir: join(dataDir, sub),
        profileDir: bench.BENCH_CPU_PROF ? join(root, 'bench-results/profiles', `live-${sub}`) : undefined,
        // both instances sign with one key, as a real deployment must
        env: { JWT_SECRET: 'bench-live-shared-secret-0123456789abcdef', ...(redis ? { REDIS_URL } : {}) },
      });
    servers.push(await start(ports[0]!, 'a', withRedis));
    const one = { base: `http://127.0.0.1:${ports[0]}`, pid: servers[0]!.child.pid! };
    rows.push(await platformCase('platform: one instance', [one]));
    if (withRedis) {
      servers.push(await start(ports[1]!, 'b', true));
      const two = { base: `http://127.0.0.1:${ports[1]}`, pid: servers[1]!.child.pid! };
      rows.push(await platformCase('platform: two instances (Redis)', [one, two]));
    } else {
      console.log(`no Redis at ${REDIS_URL}: the two-instance case is skipped`);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
  }
  const base = rows[0]!;
  console.log(
    `\ncomment events to ${SUBSCRIBERS} subscribers of one problem, ${ROUNDS} events (ms from the write to receipt)`,
  );
  console.log('| case | deliveries | p50 | p95 | p99 | p95 × baseline | the write (p50) | memory per subscription |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.case} | ${row.deliveries} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${(row.p95 / base.p95).toFixed(1)}× | ${row.writeP50?.toFixed(1) ?? '–'} | ${row.memoryPerSubscriptionKb != null ? `${row.memoryPerSubscriptionKb} KB` : '–'} |`,
    );
  }
  await mkdir(join(root, 'bench-results'), { recursive: true });
  await writeFile(join(root, 'bench-results/live.json'), JSON.stringify(rows, null, 2));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
