// npm run bench:api — throughput and latency of the book page and search on a large bank.
//
// Three processes, as in production: this one (the orchestrator and the load generator), the
// platform (`scripts/start.ts` as a child Node process, server-process.ts) and PostgreSQL (a
// throwaway embedded server, or a scratch database on DATABASE_URL's server, dropped afterwards).
// It adds 10,000 synthetic bilingual problems and a book of 330 of them (the whole bank the issue
// plans for), signs a user in who has resolved a third of it, then drives with autocannon (load.ts), at a few concurrency levels:
//   baseline  { __typename }                       (the cost of the HTTP + GraphQL stack alone)
//   book      the web's book page (web/src/pages/book/BookPage.graphql: statuses per book, counts)
//   REST      the same book through POST /api/books/by-links
//   br        both again as a browser asks (Accept-Encoding with br): the cached answer compressed once
//   search    the search palette, rotating queries (1 character, Chinese, words, stems, misses)
// and prints each cell's throughput as a ratio to the baseline's, measured in alternating one-second
// rounds with it (the load of a shared machine moves by the second). Writes
// bench-results/api.json. BENCH_SECONDS per cell (default 3), BENCH_CONCURRENCY (default 1,8,32);
// BENCH_ONLY=REST,search picks scenarios; BENCH_CPU_PROF=1 runs the server under `node --cpu-prof` (profile in bench-results/profiles/,
// summarised by `npx tsx scripts/bench/profile-summary.ts <file>`).
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBenchConfig } from '../../server/src/config/bench';
import { first } from '../../server/src/first';
import { freePort, freshDatabase, sql } from './bench-env';
import { type Cell, type LoadSpec, measure, measurePaired } from './load';
import { startServerProcess } from './server-process';
import { BOOK_LINK, BOOK_SIZE, insertSyntheticBank } from './synthetic-bank';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bench = loadBenchConfig();
const SECONDS = bench.BENCH_SECONDS ?? 3;
const WARMUP_SECONDS = 1;
const CONCURRENCY = bench.BENCH_CONCURRENCY ?? [1, 8, 32];
const PROFILE = bench.BENCH_CPU_PROF;
const RESOLVED = Math.round(BOOK_SIZE / 3);

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

/** POST with node:http, which (unlike fetch) hands back the body as sent, compressed or not. */
function rawPost(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

// ───────────────────────────── main ─────────────────────────────

async function main(): Promise<void> {
  const startedAt = Date.now();
  const database = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-bench-data-'));
  const port = await freePort();
  const profileDir = join(root, 'bench-results/profiles');
  if (PROFILE) await mkdir(profileDir, { recursive: true });
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    // migrates and seeds the question bank on its first start
    server = await startServerProcess({
      root,
      port,
      databaseUrl: database.url,
      dataDir,
      profileDir: PROFILE ? profileDir : undefined,
    });
    const t0 = Date.now();
    await insertSyntheticBank(database.url);
    const problems = Number((await sql(database.url, 'SELECT count(*) AS n FROM "Problem"')).rows[0].n);
    console.log(`database: ${database.kind}, ${problems} problems (synthetic bank inserted in ${Date.now() - t0} ms)`);

    const base = `http://127.0.0.1:${port}`;
    const gql = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const json = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
      if (json.errors) throw new Error(`${query.slice(0, 60)}…: ${json.errors.map((e) => e.message).join('; ')}`);
      return json.data!;
    };
    // a signed-in reader who learns the book and has resolved a third of its problems
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
    for (let i = 1; i <= RESOLVED; i += 1) {
      await gql(
        'mutation ($p: String!) { updateProblemStatus(input: {bookId: "bench-book", problemId: $p}) { status } }',
        { p: `bench-${i}` },
        token,
      );
    }

    // The web's own book page document (statue(book: $link): Apollo keeps a status per book).
    const bookQuery = readFileSync(join(root, 'web/src/pages/book/BookPage.graphql'), 'utf8');
    const book = (await gql(bookQuery, { link: BOOK_LINK }, token)) as {
      book: { problems: { statue: string }[]; count: number[] };
    };
    const resolved = book.book.problems.filter((p) => p.statue === 'RESOLVED').length;
    if (book.book.problems.length !== BOOK_SIZE || book.book.count[1] !== RESOLVED || resolved !== RESOLVED) {
      throw new Error('the book page is wrong');
    }
    const restBody = JSON.stringify({ links: [BOOK_LINK] });
    const rest = (await (
      await fetch(`${base}/api/books/by-links`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: restBody,
      })
    ).json()) as { code: number; data: { problems: unknown[]; count: number[] }[] };
    const [restBook] = rest.data;
    if (rest.code !== 200 || restBook?.problems.length !== BOOK_SIZE || restBook.count[1] !== RESOLVED) {
      throw new Error('the REST book page is wrong');
    }
    const searchQuery =
      'query Search($q: String!) { search(q: $q) { books { id link title } problems { id link title difficulty } } }';
    const hits = new Map<string, number>();
    for (const q of SEARCH_QUERIES) {
      const found = (await gql(searchQuery, { q })) as { search: { problems: unknown[] } };
      hits.set(q, found.search.problems.length);
    }

    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': 'en' };
    const graphqlOk = (body: string) => body.startsWith('{"data"') && !body.includes('"errors"');
    const restOk = (body: string) => body.startsWith('{"code":200,');
    const graphql = (scenario: string, bodies: string[]): LoadSpec => ({
      scenario,
      url: `${base}/graphql`,
      bodies,
      headers,
      verify: graphqlOk,
    });
    // As a browser asks (Accept-Encoding: br): the answer must be the very bytes checked here,
    // which decompress to the right book. autocannon reads bodies as UTF-8 text, so the expected
    // bytes are compared in that same form.
    const brHeaders = { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const expectBrotli = async (url: string, body: string, ok: (text: string) => boolean) => {
      const raw = await rawPost(url, brHeaders, body);
      if (raw.encoding !== 'br' || !ok(brotliDecompressSync(raw.body).toString('utf8'))) {
        throw new Error(
          `${url} did not answer the book as brotli (${raw.encoding}: ${raw.body.subarray(0, 120).toString()})`,
        );
      }
      // a cache hit answers the same bytes: take the second answer
      const again = await rawPost(url, brHeaders, body);
      const expected = again.body.toString('utf8');
      return (text: string) => text === expected;
    };
    const bookBody = JSON.stringify({ query: bookQuery, variables: { link: BOOK_LINK } });
    const brBookOk = await expectBrotli(`${base}/graphql`, bookBody, graphqlOk);
    const brRestOk = await expectBrotli(`${base}/api/books/by-links`, restBody, restOk);
    console.log(
      `book page: ${(await rawPost(`${base}/graphql`, headers, bookBody)).body.length} bytes of JSON, ` +
        `${(await rawPost(`${base}/graphql`, brHeaders, bookBody)).body.length} as brotli`,
    );

    const scenarios: LoadSpec[] = [
      graphql('baseline { __typename }', [JSON.stringify({ query: '{ __typename }' })]),
      graphql(`book page (${BOOK_SIZE} problems)`, [bookBody]),
      {
        scenario: 'book page, REST by-links',
        url: `${base}/api/books/by-links`,
        bodies: [restBody],
        headers,
        verify: restOk,
      },
      {
        scenario: 'book page, br (as browsers ask)',
        url: `${base}/graphql`,
        bodies: [bookBody],
        headers: brHeaders,
        verify: brBookOk,
      },
      {
        scenario: 'book page, REST, br',
        url: `${base}/api/books/by-links`,
        bodies: [restBody],
        headers: brHeaders,
        verify: brRestOk,
      },
      graphql(
        'search (rotating queries)',
        SEARCH_QUERIES.map((q) => JSON.stringify({ query: searchQuery, variables: { q } })),
      ),
    ];
    // BENCH_ONLY=book,REST keeps the scenarios whose name contains one of the words (and the baseline)
    const only = bench.BENCH_ONLY;
    const chosen = only
      ? scenarios.filter((s, i) => i === 0 || only.some((word) => s.scenario.includes(word)))
      : scenarios;
    const baselineSpec = first(scenarios, 'scenario'); // the first scenario is the baseline
    const cells: Cell[] = [];
    for (const spec of chosen) {
      for (const concurrency of CONCURRENCY) {
        // each scenario alternates with the baseline second by second: the ratio compares like with like
        const { cell, baseline } =
          spec === baselineSpec
            ? { cell: { ...(await measure(spec, concurrency, SECONDS, WARMUP_SECONDS)), ratio: 1 }, baseline: null }
            : await measurePaired(spec, baselineSpec, concurrency, SECONDS, WARMUP_SECONDS);
        if (baseline) cell.baselineRps = baseline.rps;
        cells.push(cell);
        console.log(
          `  ${spec.scenario.padEnd(28)} c=${String(concurrency).padStart(2)}  ${String(cell.rps).padStart(6)} req/s ` +
            `(${(cell.ratio ?? 1).toFixed(2)}×)  p50 ${cell.p50.toFixed(1)} ms  p99 ${cell.p99.toFixed(1)} ms`,
        );
      }
    }
    // per-query search latency, one at a time (the palette's experience of each kind of query)
    const perQuery: Record<string, { p50: number; p95: number; hits: number }> = {};
    for (const q of chosen.some((s) => s.scenario.startsWith('search')) ? SEARCH_QUERIES : []) {
      const cell = await measure(
        graphql(`search "${q}"`, [JSON.stringify({ query: searchQuery, variables: { q } })]),
        1,
        Math.max(1, SECONDS / 2),
        0.3,
      );
      perQuery[q] = { p50: cell.p50, p95: cell.p95, hits: hits.get(q) ?? 0 };
    }

    printTable(cells, perQuery);
    const pgVersion = (await sql(database.url, `SELECT current_setting('server_version') AS v`)).rows[0].v as string;
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cores: cpus().length,
      loadGenerator: 'autocannon, in the bench process (the server is a separate process)',
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
    await server?.stop();
    if (PROFILE) console.log(`CPU profile of the server in ${profileDir}`);
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** each column's widest cell */
function columnWidths(rows: string[][]): number[] {
  const widths: number[] = [];
  for (const row of rows) for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  return widths;
}

function printTable(cells: Cell[], perQuery: Record<string, { p50: number; p95: number; hits: number }>): void {
  const header = ['scenario', 'conc.', 'req/s', 'baseline req/s', '× baseline', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const body = cells.map((c) => [
    c.scenario,
    String(c.concurrency),
    String(c.rps),
    String(c.baselineRps ?? c.rps),
    (c.ratio ?? 1).toFixed(2),
    c.p50.toFixed(1),
    c.p95.toFixed(1),
    c.p99.toFixed(1),
    String(c.errors),
  ]);
  const rows = [header, ...body];
  const widths = columnWidths(rows);
  const line = (r: string[]) =>
    `| ${r.map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of body) console.log(line(r));
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
