// npm run bench:load — the deployment under a mixed workload, through the proxy, at rising rates.
//
// Processes, as in production (e2e/support/topology.ts): nginx with the checked-in
// docker/nginx.conf, two platform instances on the machine's PostgreSQL and Redis, a judge worker
// on the Redis queue; this process is only the load generator. Learners (each signed in, each
// from an address of its own on 127.0.1.0/24, as real clients would be) send an open-loop stream
// of requests at a fixed rate — the next one leaves on schedule whether or not the last one has
// answered, so an overloaded server shows as latency instead of hiding it — in this mix:
// book pages 45 %, search 30 %, runs 10 %, submissions 8 %, comments 7 %. Meanwhile live
// subscribers on the commented problem's events measure each comment's delivery (from the post
// to each subscriber holding it).
//
// Three fronts, one after the other, each at the same rising rates for the same time:
//   baseline  GET /healthz through the same proxy to one instance: the proxy and HTTP floor;
//   one       the mix through a proxy to instance 1 only;
//   two       the mix through the proxy to both instances.
// Reported per front and rate: throughput (answered per second), p50/p95/p99 per operation and the
// failures; the scaling figure is the highest rate each front sustains (p95 of every operation
// under 1 s and under 1 % failures), two over one. Writes bench-results/load.json.
// BENCH_RATES (default 20,40,80,160), BENCH_SECONDS per step (default 12), BENCH_SUBSCRIBERS
// (default 200), BENCH_LEARNERS (default 80).
import { Agent, request } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { loadBenchConfig } from '../../server/src/config/bench';
import { startNginx, startTopology, topologyUnavailable, type Nginx } from '../../e2e/support/topology';
import { BookPageDocument, SearchPaletteDocument } from '../../web/src/gql/graphql';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bench = loadBenchConfig();
const RATES = bench.BENCH_RATES ?? [20, 40, 80, 160];
const SECONDS = bench.BENCH_SECONDS ?? 12;
const SUBSCRIBERS = bench.BENCH_SUBSCRIBERS ?? 200;
const LEARNERS = bench.BENCH_LEARNERS ?? 80;
const SUSTAINED_P95_MS = 1_000;
const SUSTAINED_FAILURES = 0.01;
const COMMENTED_PROBLEM = 'debounce';
const BOOKS = ['top-100', 'function-implementation', 'basic-knowledge', 'ui-coding', 'computer-network'];
const SEARCHES = ['promise', 'css', 'react', 'debounce', 'http', 'closure', 'tree', 'cache'];
const MIX = [
  ['book page', 45],
  ['search', 30],
  ['run', 10],
  ['submit', 8],
  ['comment', 7],
] as const;
type Operation = (typeof MIX)[number][0] | 'baseline';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;

/** a learner: a signed-in account behind an address of its own, with a keep-alive connection pool */
interface Learner {
  token: string;
  agent: Agent;
}

interface Answer {
  status: number;
  body: string;
}

function send(proxy: URL, agent: Agent, method: string, path: string, body?: string, token?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: proxy.hostname,
        port: proxy.port,
        method,
        path,
        agent,
        headers: {
          'content-type': 'application/json',
          'x-locale': 'en',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function graphql<T>(proxy: URL, learner: Learner, query: string, variables: Record<string, unknown>) {
  const answer = await send(
    proxy,
    learner.agent,
    'POST',
    '/graphql',
    JSON.stringify({ query, variables }),
    learner.token,
  );
  let parsed: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    // not the API's answer (an error page of the proxy): counted by its status
    throw Object.assign(new Error(`HTTP ${answer.status}`), { code: `HTTP ${answer.status} (not JSON)` });
  }
  if (answer.status !== 200 || parsed.errors?.length) {
    const code = parsed.errors?.[0]?.extensions?.code ?? `HTTP ${answer.status}`;
    throw Object.assign(new Error(parsed.errors?.[0]?.message ?? code), { code });
  }
  return parsed.data as T;
}

async function newLearner(proxy: URL, n: number): Promise<Learner> {
  const agent = new Agent({ keepAlive: true, maxSockets: 16, localAddress: `127.0.1.${(n % 250) + 1}` });
  const username = `load_${n}_${Math.random().toString(36).slice(2, 7)}`;
  const password = 'Bench!pass1';
  const anonymous = { token: '', agent };
  await graphql(proxy, anonymous, 'mutation ($input: RegisterInput!) { register(input: $input) { id } }', {
    input: { username, email: `${username}@example.test`, password },
  });
  const login = await graphql<{ login: { tokens: { access: { token: string } } } }>(
    proxy,
    anonymous,
    'mutation ($input: LoginInput!) { login(input: $input) { tokens { access { token } } } }',
    { input: { userNameOrMail: username, password } },
  );
  return { token: login.login.tokens.access.token, agent };
}

const BOOK_PAGE = print(BookPageDocument);
const SEARCH = print(SearchPaletteDocument);
const RUN = 'mutation ($input: RunCodeInput!) { runCode(input: $input) { passed total } }';
const SUBMIT = 'mutation ($input: SubmitSolutionInput!) { submitSolution(input: $input) { status } }';
const COMMENT = 'mutation ($input: PostCommentInput!) { postComment(input: $input) { id } }';
const ONCE = `function once(fn) { let done = false, value; return function (...args) {
  if (!done) { done = true; value = fn.apply(this, args); } return value; }; }`;

/** comment deliveries to the live subscribers: when each comment was posted and received */
interface Live {
  posted: Map<string, number>;
  received: Map<string, number[]>;
  subscribers: number;
  /** deliveries owed in this step: subscribers × comments acknowledged */
  expected: number;
}

interface StepResult {
  front: string;
  rate: number;
  seconds: number;
  sent: number;
  answered: number;
  throughput: number;
  failures: Record<string, number>;
  operations: Record<string, { count: number; p50: number; p95: number; p99: number }>;
  sustained: boolean;
}

/** the open-loop generator: `rate` requests a second for `seconds`, the mix in a fixed rotation */
async function step(
  front: string,
  rate: number,
  run: (operation: Operation, n: number) => Promise<void>,
  operations: Operation[],
  live: Live,
): Promise<StepResult> {
  const latencies = new Map<string, number[]>();
  const failures: Record<string, number> = {};
  let sent = 0;
  let answered = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  live.posted.clear();
  live.received.clear();
  live.expected = 0;
  for (let n = 0; n < rate * SECONDS; n++) {
    const due = started + (n * 1000) / rate;
    const now = performance.now();
    if (due > now) await wait(due - now);
    const operation = operations[n % operations.length]!;
    sent++;
    const sentAt = performance.now();
    pending.push(
      run(operation, n).then(
        () => {
          answered++;
          const list = latencies.get(operation) ?? [];
          list.push(performance.now() - sentAt);
          latencies.set(operation, list);
        },
        (error: { code?: string; message?: string }) => {
          const key = `${operation}: ${error.code ?? error.message ?? 'error'}`;
          failures[key] = (failures[key] ?? 0) + 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  if (live.posted.size) {
    await wait(1_000); // the last comments' deliveries
    const deliveries = [...live.posted].flatMap(([id, postedAt]) =>
      (live.received.get(id) ?? []).map((t) => t - postedAt),
    );
    latencies.set('live delivery', deliveries);
    const lost = live.expected - deliveries.length;
    if (lost > 0) failures['live delivery: not delivered within 1 s of the step'] = lost;
  }
  const stats: StepResult['operations'] = {};
  for (const [operation, list] of latencies) {
    const sorted = list.sort((a, b) => a - b);
    stats[operation] = {
      count: sorted.length,
      p50: round(percentile(sorted, 0.5)),
      p95: round(percentile(sorted, 0.95)),
      p99: round(percentile(sorted, 0.99)),
    };
  }
  const failed = Object.values(failures).reduce((a, b) => a + b, 0);
  const sustained =
    failed / Math.max(1, sent) < SUSTAINED_FAILURES && Object.values(stats).every((s) => s.p95 < SUSTAINED_P95_MS);
  return {
    front,
    rate,
    seconds: round(elapsed),
    sent,
    answered,
    throughput: round(answered / elapsed),
    failures,
    operations: stats,
    sustained,
  };
}

const round = (x: number) => Math.round(x * 10) / 10;

function mixRotation(): Operation[] {
  // 100 slots, each operation as often as its weight, interleaved so every second sees the mix
  const slots: Operation[] = [];
  const counters = MIX.map(() => 0);
  for (let i = 0; i < 100; i++) {
    let best = 0;
    for (let k = 0; k < MIX.length; k++) {
      if ((counters[k]! + 1) / MIX[k]![1] < (counters[best]! + 1) / MIX[best]![1]) best = k;
    }
    counters[best]!++;
    slots.push(MIX[best]![0]);
  }
  return slots;
}

async function main() {
  const unavailable = await topologyUnavailable();
  if (unavailable) throw new Error(`bench:load needs the topology: ${unavailable}`);
  console.log(`bench:load: rates ${RATES.join(', ')} req/s, ${SECONDS} s each; starting the topology…`);
  const topology = await startTopology({ redisDb: 15 });
  const fronts: Nginx[] = [];
  const results: StepResult[] = [];
  try {
    const both = new URL(topology.proxyUrl);
    const onlyFirst = await startNginx(topology.instancePorts.slice(0, 1), join(topology.dir, 'nginx-one'));
    fronts.push(onlyFirst);
    const one = new URL(onlyFirst.url);

    const learners: Learner[] = [];
    for (let n = 0; n < LEARNERS; n++) learners.push(await newLearner(both, n));
    const problem = (
      await graphql<{ problem: { id: string } }>(both, learners[0]!, '{ problem(link: "once") { id } }', {})
    ).problem;
    // each operation goes round the learners on its own, so the per-account budgets (10 comments
    // a minute) are shared by all of them rather than by the few a fixed rotation would pick
    const turns = new Map<Operation, number>();
    const learnerFor = (operation: Operation) => {
      const turn = turns.get(operation) ?? 0;
      turns.set(operation, turn + 1);
      return learners[turn % learners.length]!;
    };

    // live subscribers on the commented problem, through the front under test
    const live: Live = { posted: new Map(), received: new Map(), subscribers: 0, expected: 0 };
    const subscribe = (proxy: URL) =>
      Array.from({ length: SUBSCRIBERS }, () => {
        const client = createClient({
          url: `ws://${proxy.host}/graphql`,
          webSocketImpl: WebSocket,
          connectionParams: { locale: 'en' },
          retryAttempts: 0,
        });
        client.subscribe(
          { query: `subscription { commentEvents(problemId: "${COMMENTED_PROBLEM}") { kind commentId } }` },
          {
            next: ({ data }) => {
              const event = (data as { commentEvents: { kind: string; commentId: string } }).commentEvents;
              // the event may beat the poster's own answer: matched with the post when the step ends
              if (event.kind !== 'added') return;
              const times = live.received.get(event.commentId) ?? [];
              times.push(performance.now());
              live.received.set(event.commentId, times);
            },
            error: () => {},
            complete: () => {},
          },
        );
        return client;
      });

    const mix = (proxy: URL) => async (operation: Operation, n: number) => {
      const learner = learnerFor(operation);
      switch (operation) {
        case 'book page':
          await graphql(proxy, learner, BOOK_PAGE, { link: BOOKS[n % BOOKS.length] });
          return;
        case 'search':
          await graphql(proxy, learner, SEARCH, { q: SEARCHES[n % SEARCHES.length], limit: 8 });
          return;
        case 'run':
          await graphql(proxy, learner, RUN, {
            input: {
              code: ONCE,
              testCode: 'test("once", () => expect(once(() => 1)()).toBe(1));',
              language: 'Javascript',
            },
          });
          return;
        case 'submit':
          await graphql(proxy, learner, SUBMIT, {
            input: { problemId: problem.id, language: 'Javascript', code: ONCE },
          });
          return;
        case 'comment': {
          const postedAt = performance.now();
          const { postComment } = await graphql<{ postComment: { id: string } }>(proxy, learner, COMMENT, {
            input: { problemId: COMMENTED_PROBLEM, content: `Load comment ${n}.` },
          });
          live.posted.set(postComment.id, postedAt);
          live.expected += live.subscribers;
          return;
        }
        case 'baseline': {
          const answer = await send(proxy, learner.agent, 'GET', '/healthz');
          if (answer.status !== 200) throw Object.assign(new Error('baseline'), { code: `HTTP ${answer.status}` });
          return;
        }
      }
    };

    const rotation = mixRotation();
    const plan: [string, URL, Operation[]][] = [
      ['baseline', one, ['baseline']],
      ['one instance', one, rotation],
      ['two instances', both, rotation],
    ];
    for (const [front, proxy, operations] of plan) {
      const clients = operations.includes('comment') ? subscribe(proxy) : [];
      live.subscribers = clients.length;
      await wait(2_000);
      for (const rate of RATES) {
        const result = await step(front, rate, mix(proxy), operations, live);
        results.push(result);
        report(result);
        await wait(2_000); // let queues drain between steps
      }
      await Promise.all(clients.map((client) => client.dispose()));
    }
  } finally {
    const errors = topology
      .logs()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    if (errors.length)
      console.log(`\nerrors logged by the platform (${errors.length}):\n${errors.slice(0, 5).join('\n')}`);
    for (const front of fronts) await front.stop();
    await topology.stop();
  }

  const best = (front: string) =>
    Math.max(0, ...results.filter((r) => r.front === front && r.sustained).map((r) => r.throughput));
  const summary = {
    rates: RATES,
    secondsPerStep: SECONDS,
    subscribers: SUBSCRIBERS,
    learners: LEARNERS,
    sustained: { baseline: best('baseline'), one: best('one instance'), two: best('two instances') },
    scaling: best('one instance') ? round(best('two instances') / best('one instance')) : null,
  };
  console.log(`\nsustained throughput (p95 < ${SUSTAINED_P95_MS} ms, < 1 % failures):`, summary.sustained);
  console.log(`scaling, two instances over one: ${summary.scaling}`);
  await mkdir(join(root, 'bench-results'), { recursive: true });
  await writeFile(join(root, 'bench-results/load.json'), JSON.stringify({ summary, results }, null, 2));
}

function report(r: StepResult) {
  const ops = Object.entries(r.operations)
    .map(([op, s]) => `${op} ${s.count}× p50 ${s.p50} / p95 ${s.p95} / p99 ${s.p99} ms`)
    .join('; ');
  const failed = Object.entries(r.failures)
    .map(([k, v]) => `${k} ×${v}`)
    .join(', ');
  console.log(
    `${r.front} @ ${r.rate}/s: ${r.throughput}/s answered (${r.answered}/${r.sent})${r.sustained ? '' : ' NOT SUSTAINED'}\n  ${ops}${failed ? `\n  failures: ${failed}` : ''}`,
  );
}

await main();
process.exit(0);
