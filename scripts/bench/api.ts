// npm run bench:api — throughput and latency of the book page and search on a large bank.
//
// Starts the platform in this process on a fresh database (a throwaway embedded PostgreSQL, or a
// scratch database on DATABASE_URL's server, dropped afterwards), adds 10,000 synthetic bilingual
// problems and a book of 100 of them, signs a user in (with some progress), then drives three
// GraphQL requests over HTTP at a few concurrency levels:
//   baseline  { __typename }                       (the cost of the HTTP + GraphQL stack alone)
//   book      the book page: the book of 100 problems with the viewer's statuses and counts
//   search    the search palette, rotating queries (1 character, Chinese, words, stems, misses)
// The load generator runs in a worker thread (its own event loop). Prints a table and writes
// bench-results/api.json. Bounded in time: BENCH_SECONDS per cell (default 3) → about a minute.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { BOOK_WITH_PROBLEMS_FIELDS } from '../../server/src/books/books.fragments';
import { loadConfig } from '../../server/src/config';
import { startEmbeddedPostgres } from '../../server/src/db/embedded';
import { createPrisma } from '../../server/src/db/prisma';
import { quoteIdent, withDatabase } from '../../server/src/db/url';
import { startPlatform } from '../../server/src/main';
import { BOOK_LINK, BOOK_SIZE, insertSyntheticBank } from './synthetic-bank';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS) || 3;
const WARMUP_SECONDS = 0.5;
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '1,8,32').split(',').map(Number);

const SEARCH_QUERIES = [
  'a',
  'de',
  '防抖',
  'promise',
  'event loop',
  'virtual list',
  '缓存',
  'debouncing',
  'carousal',
  'zzqx',
];

// ───────────────────────────── database ─────────────────────────────

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function freshDatabase(): Promise<{ url: string; kind: string; close(): Promise<void> }> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const external = process.env.DATABASE_URL;
  if (external) {
    await sql(external, `CREATE DATABASE ${quoteIdent(name)}`);
    return {
      url: withDatabase(external, name),
      kind: 'DATABASE_URL',
      close: async () => void (await sql(external, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'platform-bench-pg-'));
  await chmod(dir, 0o755); // as root the server runs as `postgres`, which must enter the dir
  const server = await startEmbeddedPostgres({ dataDir: dir, port: 0, ephemeral: true, database: 'postgres' });
  await sql(server.adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  return {
    url: withDatabase(server.adminUrl, name),
    kind: 'embedded',
    close: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// ───────────────────────────── load generator ─────────────────────────────

// Runs in a worker thread: `concurrency` loops POST the request until the deadline.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, bodies, headers, concurrency, warmupMs, durationMs } = workerData;
(async () => {
  let next = 0;
  const latencies = [];
  let errors = 0;
  let firstError = null;
  const one = async (record) => {
    const body = bodies[next++ % bodies.length];
    const started = performance.now();
    try {
      const response = await fetch(url, { method: 'POST', headers, body });
      const json = await response.json();
      if (!response.ok || json.errors) { errors += 1; firstError ??= JSON.stringify(json).slice(0, 300); }
    } catch (error) { errors += 1; firstError ??= String(error); }
    if (record()) latencies.push(performance.now() - started);
  };
  const run = async (ms, record) => {
    const deadline = performance.now() + ms;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await one(record);
    }));
  };
  await run(warmupMs, () => false);
  errors = 0;
  const started = performance.now();
  await run(durationMs, () => true);
  parentPort.postMessage({ latencies, errors, firstError, seconds: (performance.now() - started) / 1000 });
})();
`;

interface Cell {
  scenario: string;
  concurrency: number;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(
  scenario: string,
  url: string,
  bodies: string[],
  headers: Record<string, string>,
  concurrency: number,
): Promise<Cell> {
  const result = await new Promise<{ latencies: number[]; errors: number; firstError: string | null; seconds: number }>(
    (resolve, reject) => {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { url, bodies, headers, concurrency, warmupMs: WARMUP_SECONDS * 1000, durationMs: SECONDS * 1000 },
      });
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  if (result.firstError)
    console.warn(`  ${scenario} x${concurrency}: ${result.errors} errors, first: ${result.firstError}`);
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    scenario,
    concurrency,
    requests: sorted.length,
    seconds: round(result.seconds),
    rps: Math.round(sorted.length / result.seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors: result.errors,
  };
}

// ───────────────────────────── main ─────────────────────────────

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const database = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-bench-data-'));
  const port = await freePort();
  const config = {
    ...loadConfig(),
    port,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: database.url,
    logLevel: 'warn',
    webDistDir: join(dataDir, 'no-web'),
  };
  let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
  const prisma = createPrisma(database.url, { max: 2 });
  try {
    platform = await startPlatform(config); // migrates and seeds the question bank
    const t0 = Date.now();
    await insertSyntheticBank(database.url);
    const problems = await prisma.problem.count();
    console.log(`database: ${database.kind}, ${problems} problems (synthetic bank inserted in ${Date.now() - t0} ms)`);

    const base = `http://127.0.0.1:${port}`;
    const gql = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const json = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
      if (json.errors) throw new Error(`${query.slice(0, 60)}…: ${json.errors[0].message}`);
      return json.data!;
    };
    // a signed-in reader who learns the book and has resolved 30 of its problems
    const username = `bench_${randomBytes(3).toString('hex')}`;
    const password = 'Bench!pass1';
    await gql('mutation ($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { username, email: `${username}@example.test`, password },
    });
    const login = (await gql(
      'mutation ($input: LoginInput!) { login(input: $input) { tokens { access { token } } } }',
      { input: { userNameOrMail: username, password } },
    )) as { login: { tokens: { access: { token: string } } } };
    const token = login.login.tokens.access.token;
    await gql(
      `mutation { updateBookSubscription(input: {bookId: "${BOOK_LINK}", status: subscribed}) { id } }`,
      {},
      token,
    );
    for (let i = 1; i <= 30; i += 1) {
      await gql(
        'mutation ($p: String!) { updateProblemStatus(input: {bookId: "bench-book", problemId: $p}) { status } }',
        { p: `bench-${i}` },
        token,
      );
    }

    const bookQuery = `query BookPage($link: String!) { book(link: $link) { ${BOOK_WITH_PROBLEMS_FIELDS} } }`;
    const book = (await gql(bookQuery, { link: BOOK_LINK }, token)) as {
      book: { problems: unknown[]; count: number[] };
    };
    if (book.book.problems.length !== BOOK_SIZE || book.book.count[1] !== 30) throw new Error('the book page is wrong');
    // The web app names the book in statue(book: $link), so its cache keeps a status per book;
    // that costs one more (batched) lookup of the book by link.
    const webBookQuery = bookQuery.replace(/\bstatue\b/, 'statue(book: $link)');
    if (webBookQuery === bookQuery) throw new Error('the book page query has no statue');
    const searchQuery =
      'query Search($q: String!) { search(q: $q) { books { id link title } problems { id link title difficulty } } }';
    const hits: Record<string, number> = {};
    for (const q of SEARCH_QUERIES) {
      const found = (await gql(searchQuery, { q })) as { search: { problems: unknown[] } };
      hits[q] = found.search.problems.length;
    }

    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': 'en' };
    const scenarios: [string, string[]][] = [
      ['baseline { __typename }', [JSON.stringify({ query: '{ __typename }' })]],
      [`book page (${BOOK_SIZE} problems)`, [JSON.stringify({ query: bookQuery, variables: { link: BOOK_LINK } })]],
      [
        `book page, statue(book:) as the web asks`,
        [JSON.stringify({ query: webBookQuery, variables: { link: BOOK_LINK } })],
      ],
      [
        'search (rotating queries)',
        SEARCH_QUERIES.map((q) => JSON.stringify({ query: searchQuery, variables: { q } })),
      ],
    ];
    const cells: Cell[] = [];
    for (const [scenario, bodies] of scenarios) {
      for (const concurrency of CONCURRENCY) {
        const cell = await measure(scenario, `${base}/graphql`, bodies, headers, concurrency);
        cells.push(cell);
        console.log(
          `  ${scenario.padEnd(28)} c=${String(concurrency).padStart(2)}  ${String(cell.rps).padStart(6)} req/s  ` +
            `p50 ${cell.p50.toFixed(1)} ms  p99 ${cell.p99.toFixed(1)} ms`,
        );
      }
    }
    // per-query search latency, sequential (the palette's experience of each kind of query)
    const perQuery: Record<string, { p50: number; p95: number; hits: number }> = {};
    for (const q of SEARCH_QUERIES) {
      const cell = await measure(
        `search "${q}"`,
        `${base}/graphql`,
        [JSON.stringify({ query: searchQuery, variables: { q } })],
        headers,
        1,
      );
      perQuery[q] = { p50: cell.p50, p95: cell.p95, hits: hits[q] };
    }

    printTable(cells, perQuery);
    const pgVersion = (await prisma.$queryRaw<{ v: string }[]>`SELECT current_setting('server_version') AS v`)[0].v;
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cores: cpus().length,
      database: { kind: database.kind, postgres: pgVersion },
      problems,
      bookSize: BOOK_SIZE,
      secondsPerCell: SECONDS,
      results: cells,
      searchPerQuery: perQuery,
      totalSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    await mkdir(join(root, 'bench-results'), { recursive: true });
    await writeFile(join(root, 'bench-results/api.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwrote bench-results/api.json (${report.totalSeconds} s in all)`);
  } finally {
    await prisma.$disconnect();
    await platform?.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printTable(cells: Cell[], perQuery: Record<string, { p50: number; p95: number; hits: number }>): void {
  const rows = [
    ['scenario', 'conc.', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
    ...cells.map((c) => [
      c.scenario,
      String(c.concurrency),
      String(c.rps),
      c.p50.toFixed(1),
      c.p95.toFixed(1),
      c.p99.toFixed(1),
      String(c.errors),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    `| ${r.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${line(rows[0])}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
  console.log('\nsearch, one query at a time (p50 / p95 ms, problems found):');
  for (const [q, v] of Object.entries(perQuery)) {
    console.log(
      `  ${JSON.stringify(q).padEnd(16)} ${v.p50.toFixed(1).padStart(6)} / ${v.p95.toFixed(1).padStart(6)}  (${v.hits})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
