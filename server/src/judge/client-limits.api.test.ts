// The judge's per-client limits through the real server (services.ts createContext,
// client-limits.ts): runs in flight and runs per minute by client (a signed-in user, else the
// address), on runCode, runUiTests and submitSolution, GraphQL and REST alike.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Client, client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { JUDGE_DEFAULTS, createJudge } from '@platform/judge';
import { firstError } from '../../test/at';

const RUNS_IN_FLIGHT = 2;
const RUNS_PER_MINUTE = 5;
const TOO_MANY = /^Too many runs\. Please try again in \d+ seconds?\.$/;

const RUN_CODE = `mutation ($input: RunCodeInput!) { runCode(input: $input) { total passed hasError errorMessage } }`;
const RUN_UI = `mutation ($input: RunUiTestsInput!) { runUiTests(input: $input) { total passed } }`;
const SUBMIT = `mutation ($input: SubmitSolutionInput!) { submitSolution(input: $input) { status } }`;
const QUICK = { code: 'const one = 1;', testCode: "test('one', () => expect(one).toBe(1));", language: 'Javascript' };
// holds a worker until the test timeout (3 s here)
const HOLD = { code: '', testCode: "test('hold', () => new Promise(() => {}));", language: 'Javascript' };

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({
    judge: createJudge({ ...JUDGE_DEFAULTS, poolSize: 2, testTimeoutMs: 3_000, prewarm: true }),
    judgeClientLimits: { runsInFlight: RUNS_IN_FLIGHT, runsPerMinute: RUNS_PER_MINUTE },
  });
});
afterAll(() => app?.close());

const refusal = (result: { status: number; errors?: { message: string; extensions?: Record<string, unknown> }[] }) => ({
  status: result.status,
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});

/** waits until the server counts `n` runs in flight for the client */
const inFlight = (key: string, n: number) =>
  vi.waitFor(() => expect(app.services.judgeClients.inFlight(key)).toBe(n), { timeout: 20_000, interval: 20 });

async function restRun(c: Client, body: Record<string, unknown>) {
  const response = await fetch(`${app.baseUrl}/api/judge/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': c.ip, 'x-locale': 'en' },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe('runs in flight per client', () => {
  it('answers 429 with Retry-After past the limit, on every judge operation, and lets other clients run', async () => {
    const visitor = client(app);
    const held = Array.from({ length: RUNS_IN_FLIGHT }, () => visitor.gql(RUN_CODE, { input: HOLD }));
    await inFlight(`ip:${visitor.ip}`, RUNS_IN_FLIGHT);

    // GraphQL runCode
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor.ip, 'x-locale': 'en' },
      body: JSON.stringify({ query: RUN_CODE, variables: { input: QUICK } }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await response.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(firstError(body).extensions.code).toBe('RATE_LIMITED');
    expect(firstError(body).message).toMatch(TOO_MANY);

    // REST /api/judge/run
    const rest = await restRun(visitor, QUICK);
    expect(rest.status).toBe(429);
    expect(Number(rest.retryAfter)).toBeGreaterThan(0);
    expect(rest.body.message).toMatch(TOO_MANY);

    // runUiTests
    const ui = await visitor.gql(RUN_UI, {
      input: {
        framework: 'VanillaJS',
        files: [{ id: '/index.html', name: 'index.html', isFile: true, code: '<p>hi</p>', children: [] }],
        testCode: "test('p', () => {});",
      },
    });
    expect(refusal(ui)).toEqual({ status: 429, code: 'RATE_LIMITED', message: expect.stringMatching(TOO_MANY) });

    // in Chinese too
    const zh = client(app, { ip: visitor.ip, locale: 'zhCN' });
    const zhRefused = await zh.gql(RUN_CODE, { input: QUICK });
    expect(zhRefused.errors?.[0]?.message).toMatch(/^运行次数过多，请 \d+ 秒后再试。$/);

    // another client runs meanwhile (it waits for a worker, it is not refused)
    const other = await client(app).gql<{ runCode: { passed: number } }>(RUN_CODE, { input: QUICK });
    expect(other.status).toBe(200);
    expect(other.data?.runCode.passed).toBe(1);

    // once its runs end, the client runs again
    for (const result of await Promise.all(held)) expect(result.status).toBe(200);
    expect(app.services.judgeClients.inFlight(`ip:${visitor.ip}`)).toBe(0);
    const again = await visitor.gql<{ runCode: { passed: number } }>(RUN_CODE, { input: QUICK });
    expect(again.data?.runCode.passed).toBe(1);
  });

  it("counts a signed-in user's runs, submissions included, as theirs wherever they ask from", async () => {
    const { client: user, id } = await signUp(app);
    const held = Array.from({ length: RUNS_IN_FLIGHT }, () => user.gql(RUN_CODE, { input: HOLD }));
    await inFlight(`user:${id}`, RUNS_IN_FLIGHT);
    const problem = await app.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } });
    const submitted = await user.gql(SUBMIT, {
      input: { problemId: problem.id, language: 'Javascript', code: 'function debounce() {}' },
    });
    expect(refusal(submitted)).toEqual({ status: 429, code: 'RATE_LIMITED', message: expect.stringMatching(TOO_MANY) });
    // same user from another address: still them
    const elsewhere = client(app, { token: user.token });
    expect((await elsewhere.gql(RUN_CODE, { input: QUICK })).status).toBe(429);
    // their address as a visitor is another client
    expect((await client(app, { ip: user.ip }).gql(RUN_CODE, { input: QUICK })).status).toBe(200);
    await Promise.all(held);
  });
});

describe('runs per minute per client', () => {
  it('answers 429 with Retry-After past the budget', async () => {
    const visitor = client(app);
    for (let i = 0; i < RUNS_PER_MINUTE; i += 1) {
      const ok = await visitor.gql(RUN_CODE, { input: QUICK });
      expect(ok.status).toBe(200);
    }
    const refused = await restRun(visitor, QUICK);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.retryAfter);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.message).toMatch(TOO_MANY);
    expect((await client(app).gql(RUN_CODE, { input: QUICK })).status).toBe(200);
  });

  it('is off with 0 (as the benchmarks run)', async () => {
    const open = await startTestServer({
      sharedWith: app,
      judge: createJudge({ ...JUDGE_DEFAULTS, poolSize: 1, prewarm: true }),
      judgeClientLimits: { runsInFlight: RUNS_IN_FLIGHT, runsPerMinute: 0 },
    });
    try {
      const visitor = client(open);
      for (let i = 0; i < RUNS_PER_MINUTE * 2; i += 1) {
        const ok = await visitor.gql<{ runCode: { passed: number } }>(RUN_CODE, { input: QUICK });
        expect(ok.status).toBe(200);
        expect(ok.data?.runCode.passed).toBe(1);
      }
    } finally {
      await open.close();
    }
  });
});
