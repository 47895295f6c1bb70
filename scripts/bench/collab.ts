// npm run bench:collab — how fast a keystroke or a whiteboard stroke in a mock interview reaches the
// other participant, and how many active rooms of two one instance holds.
//
// Processes, as in production: this one (the orchestrator and every client: Hocuspocus providers
// over `ws`, as browsers would be), the platform (scripts/start.ts as a child; with a local Redis a
// second one on the same database, for the case across instances) and PostgreSQL (throwaway).
// Measured, from the moment one client inserts a character to the moment the other's document
// holds it:
//   - one room, two clients on one instance, then on two instances (Redis between them);
//   - a whiteboard stroke (a freehand element growing by a point, rewritten whole) the same two ways;
//   - ROOMS active rooms of two clients on one instance, each client typing a character every
//     second or so: the latency under that load and the platform's resident memory per room;
//   - BOARD_ROOMS (200) rooms where both people type and draw every second or so, the same figures.
// Baseline, in the same run: a bare `ws` relay in its own process (each message forwarded to the
// room's other socket), the same keystroke path with nothing of Yjs, Hocuspocus or auth.
// Writes bench-results/collab.json. BENCH_ROOMS (default 500), BENCH_KEYSTROKES (default 200).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { ownRedisDatabase, redisReachable } from '../../server/test/redis';
import { loadBenchConfig } from '../../server/src/config/bench';
import { freePort, freshDatabase, gql, signedIn } from './bench-env';
import { type ServerProcess, startServerProcess } from './server-process';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bench = loadBenchConfig();
const ROOMS = bench.BENCH_ROOMS ?? 500;
const KEYSTROKES = bench.BENCH_KEYSTROKES ?? 200;
/** rooms where both people type and draw (200, as the whiteboard's goal is stated; fewer when BENCH_ROOMS is) */
const BOARD_ROOMS = Math.min(200, ROOMS);
const LOAD_SECONDS = bench.BENCH_LOAD_SECONDS ?? 20;
const REDIS_BASE = bench.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

interface Row {
  case: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  memoryPerRoomKb?: number;
}

function summary(name: string, latencies: number[], memory?: number): Row {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    case: name,
    samples: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    memoryPerRoomKb: memory,
  };
}

/** the baseline: a relay that forwards each message to the other sockets of its room */
async function baseline(): Promise<Row> {
  const port = await freePort();
  const script = `
    const { WebSocketServer } = require('ws'); const rooms = new Map();
    const wss = new WebSocketServer({ port: ${port}, host: '127.0.0.1' }, () => console.log('ready'));
    wss.on('connection', (socket, req) => { const room = req.url; if (!rooms.has(room)) rooms.set(room, new Set());
      const peers = rooms.get(room); peers.add(socket);
      socket.on('message', (data) => { for (const peer of peers) if (peer !== socket) peer.send(data); });
      socket.on('close', () => peers.delete(socket)); });`;
  const child = spawn(join(root, 'node_modules/.bin/node'), ['-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  const open = () =>
    new Promise<WebSocket>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/room`);
      socket.once('open', () => resolve(socket));
    });
  const [a, b] = await Promise.all([open(), open()]);
  const latencies: number[] = [];
  for (let i = 0; i < KEYSTROKES; i += 1) {
    const [from, to] = i % 2 === 0 ? [a!, b!] : [b!, a!];
    const received = new Promise<void>((resolve) => to.once('message', () => resolve()));
    const start = performance.now();
    from.send(JSON.stringify({ insert: 'x', at: i }));
    await received;
    latencies.push(performance.now() - start);
  }
  a!.close();
  b!.close();
  child.kill();
  return summary('baseline: bare ws relay', latencies);
}

interface Client {
  doc: Y.Doc;
  edit(): void;
  changes(): number;
  close(): void;
}

type Part = 'code' | 'board';

/**
 * a participant's editor or whiteboard: a Y.Doc bound to one of the room's documents on `base`;
 * `edit` makes one change as a person would (a character typed; a stroke grown by a point, the
 * element rewritten whole as the page's binding does), `changes` counts the changes it holds
 */
async function connect(base: string, code: string, token: string, part: Part = 'code'): Promise<Client> {
  const socket = new HocuspocusProviderWebsocket({
    url: `${base.replace('http', 'ws')}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `interview:${code}:${part}`,
    document: doc,
    token,
  });
  provider.attach();
  const started = Date.now();
  while (!provider.isSynced) {
    if (Date.now() - started > 30_000) throw new Error('a client did not sync in 30 s');
    await wait(10);
  }
  const text = doc.getText('code');
  const elements = doc.getMap<string>('elements');
  const strokeId = `stroke-${Math.random().toString(36).slice(2)}`;
  const points: [number, number][] = [];
  const strokePoints = () =>
    [...elements.values()].reduce((sum, json) => sum + (JSON.parse(json) as { points: unknown[] }).points.length, 0);
  return {
    doc,
    edit:
      part === 'code'
        ? () => text.insert(text.length, 'x')
        : () => {
            // a freehand stroke of up to 200 points, then a new one (an element of ~2-4 KB as JSON)
            if (points.length >= 200) points.length = 0;
            points.push([points.length * 2, Math.round(Math.sin(points.length / 10) * 40)]);
            elements.set(
              strokeId,
              JSON.stringify({
                id: strokeId,
                type: 'freedraw',
                x: 100,
                y: 100,
                version: points.length,
                versionNonce: points.length,
                points,
              }),
            );
          },
    changes: part === 'code' ? () => text.length : strokePoints,
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** one change from `from` until `to` holds it, in ms */
function keystroke(from: Client, to: Client): Promise<number> {
  return new Promise((resolve) => {
    const before = to.changes();
    const start = performance.now();
    const seen = () => {
      if (to.changes() === before) return;
      to.doc.off('update', seen);
      resolve(performance.now() - start);
    };
    to.doc.on('update', seen);
    from.edit();
  });
}

const newRoom = async (base: string, token: string) =>
  (await gql<{ createInterview: { code: string } }>(base, 'mutation { createInterview { code } }', {}, token))
    .createInterview.code;

async function pairCase(name: string, bases: [string, string], token: string, part: Part = 'code'): Promise<Row> {
  const code = await newRoom(bases[0], token);
  const [a, b] = [await connect(bases[0], code, token, part), await connect(bases[1], code, token, part)];
  const latencies: number[] = [];
  for (let i = 0; i < KEYSTROKES; i += 1) latencies.push(await (i % 2 === 0 ? keystroke(a, b) : keystroke(b, a)));
  a.close();
  b.close();
  return summary(name, latencies);
}

/**
 * `rooms` active rooms of two people on one instance, each person using every part in `parts`
 * about once a second (spread over the second) for LOAD_SECONDS: each change's latency to the
 * other person, and the platform's resident memory per room
 */
async function loadCase(
  name: string,
  base: string,
  pid: number,
  token: string,
  rooms: number,
  parts: Part[],
): Promise<Row> {
  const codes = await Promise.all(Array.from({ length: rooms }, () => newRoom(base, token)));
  const before = rssKb(pid);
  const pairs: [Client, Client][] = [];
  for (let i = 0; i < codes.length; i += 25) {
    const batch = codes.slice(i, i + 25);
    const opened = await Promise.all(
      batch.flatMap((code) =>
        parts.map(
          async (part) =>
            [await connect(base, code, token, part), await connect(base, code, token, part)] as [Client, Client],
        ),
      ),
    );
    pairs.push(...opened);
  }
  await wait(2000);
  const memory = (rssKb(pid) - before) / rooms;
  const latencies: number[] = [];
  const until = Date.now() + LOAD_SECONDS * 1000;
  await Promise.all(
    pairs.flatMap(([a, b]) =>
      [
        [a, b],
        [b, a],
      ].map(async ([from, to]) => {
        await wait(Math.random() * 1000);
        while (Date.now() < until) {
          latencies.push(await keystroke(from!, to!));
          await wait(800 + Math.random() * 400);
        }
      }),
    ),
  );
  for (const [a, b] of pairs) {
    a.close();
    b.close();
  }
  return summary(name, latencies, Math.round(memory * 10) / 10);
}

async function main() {
  const database = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-bench-collab-'));
  const withRedis = await redisReachable(REDIS_BASE);
  const REDIS_URL = withRedis ? await ownRedisDatabase(REDIS_BASE, 12) : REDIS_BASE;
  const servers: ServerProcess[] = [];
  const rows: Row[] = [];
  try {
    rows.push(await baseline());
    const ports = [await freePort(), await freePort()];
    const start = (port: number, sub: string) =>
      startServerProcess({
        root,
        port,
        databaseUrl: database.url,
        dataDir: join(dataDir, sub),
        profileDir: bench.BENCH_CPU_PROF ? join(root, 'bench-results/profiles', `collab-${sub}`) : undefined,
        env: {
          JWT_SECRET: 'bench-collab-shared-secret-0123456789abcdef',
          // one interviewer opens every room of the load cases (the limit guards a real account)
          INTERVIEW_MAX_OPEN_ROOMS: String(ROOMS + BOARD_ROOMS + 10),
          // every client of the bench is one address: its sockets would hit the per-client cap
          WS_MAX_SOCKETS_PER_CLIENT: String(4 * Math.max(ROOMS, BOARD_ROOMS) + 10),
          ...(withRedis ? { REDIS_URL } : {}),
        },
      });
    servers.push(await start(ports[0]!, 'a'));
    const a = `http://127.0.0.1:${ports[0]}`;
    const token = await signedIn(a, 'collab');
    rows.push(await pairCase('platform: two clients, one instance', [a, a], token));
    rows.push(await pairCase('platform: whiteboard strokes, one instance', [a, a], token, 'board'));
    if (withRedis) {
      servers.push(await start(ports[1]!, 'b'));
      const b = `http://127.0.0.1:${ports[1]}`;
      rows.push(await pairCase('platform: two clients on two instances (Redis)', [a, b], token));
      rows.push(await pairCase('platform: whiteboard strokes, two instances (Redis)', [a, b], token, 'board'));
    } else {
      console.log(`no Redis at ${REDIS_URL}: the two-instance cases are skipped`);
    }
    const pid = servers[0]!.child.pid!;
    rows.push(await loadCase(`platform: ${ROOMS} active rooms on one instance`, a, pid, token, ROOMS, ['code']));
    // a fresh instance of its own: memory freed by the case above stays with the first process
    const portC = await freePort();
    const c = await start(portC, 'c');
    servers.push(c);
    rows.push(
      await loadCase(
        `platform: ${BOARD_ROOMS} active rooms with an editor and a whiteboard, one instance`,
        `http://127.0.0.1:${portC}`,
        c.child.pid!,
        token,
        BOARD_ROOMS,
        ['code', 'board'],
      ),
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
  }
  const base = rows[0]!;
  console.log(`\na keystroke or stroke from one participant to the other (ms)`);
  console.log('| case | samples | p50 | p95 | p99 | p95 × baseline | memory per room |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.case} | ${row.samples} | ${row.p50.toFixed(2)} | ${row.p95.toFixed(2)} | ${row.p99.toFixed(2)} | ${(row.p95 / base.p95).toFixed(1)}× | ${row.memoryPerRoomKb != null ? `${row.memoryPerRoomKb} KB` : '–'} |`,
    );
  }
  await mkdir(join(root, 'bench-results'), { recursive: true });
  await writeFile(join(root, 'bench-results/collab.json'), JSON.stringify(rows, null, 2));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
