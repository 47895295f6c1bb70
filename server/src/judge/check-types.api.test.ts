// Type challenges through the API: checkTypes (GraphQL and POST /api/judge/check-types) answers a
// run of the visible type assertions for anyone; submitSolution checks a type challenge's hidden
// assertions with the type checker (never the JavaScript judge) and records the verdict.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';

let app: TestServer;
let problemId: string;
let visibleTests: string;
const RIGHT = 'type MyPick<T, K extends keyof T> = { [P in K]: T[P] };';
const LOOSE = 'type MyPick<T, K> = { [P in K & keyof T]: T[P] };';

const CHECK = `mutation ($input: CheckTypesInput!) { checkTypes(input: $input) {
  total passed failed hasError errorMessage results { name status error } } }`;
const SUBMIT = `mutation ($input: SubmitSolutionInput!) { submitSolution(input: $input) {
  status submission { status total passed } run { total passed hasError } } }`;

interface Run {
  total: number;
  passed: number;
  failed: number;
  hasError: boolean;
  errorMessage: string | null;
  results: { name: string; status: string; error: string | null }[];
}

beforeAll(async () => {
  app = await startTestServer();
  const problem = await app.prisma.problem.findUniqueOrThrow({ where: { link: 'type-pick' } });
  problemId = problem.id;
  visibleTests = problem.testCase;
}, 120_000);
afterAll(() => app?.close());

describe('type challenges over the API', { timeout: 120_000 }, () => {
  it('checks a visitor’s types against the visible assertions, over GraphQL and REST', async () => {
    const visitor = client(app);
    const right = await visitor.gql<{ checkTypes: Run }>(CHECK, { input: { code: RIGHT, testCode: visibleTests } });
    expect(right.errors).toBeUndefined();
    expect(right.data!.checkTypes).toMatchObject({ hasError: false, failed: 0 });
    expect(right.data!.checkTypes.total).toBeGreaterThanOrEqual(4);

    const rest = await fetch(`${app.baseUrl}/api/judge/check-types`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: LOOSE, testCode: visibleTests }),
    });
    expect(rest.status).toBe(200);
    const { data } = (await rest.json()) as { data: Run };
    const refused = data.results.find((r) => r.name === 'refuses a key that T does not have');
    expect(refused).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/Unused '@ts-expect-error' directive/),
    });
    expect(data.passed).toBe(data.total - 1);
  });

  it('refuses input over the size limit in the spec’s words', async () => {
    const big = await client(app).gql<{ checkTypes: Run }>(CHECK, {
      input: { code: 'x'.repeat(200 * 1024), testCode: visibleTests },
    });
    expect(big.errors?.[0]?.message).toMatch(/at most 100 KB/);
  });

  it('judges a submission with the hidden assertions: the loose answer fails, the right one passes', async () => {
    const learner = await signUp(app);
    const loose = await learner.client.gql<{
      submitSolution: { status: string; submission: { status: string }; run: { total: number; passed: number } };
    }>(SUBMIT, { input: { problemId, language: 'Typescript', code: LOOSE } });
    expect(loose.errors).toBeUndefined();
    // the progress status moves to attempted; the submission failed
    expect(loose.data!.submitSolution).toMatchObject({ status: 'PENDING', submission: { status: 'failure' } });
    expect(loose.data!.submitSolution.run.passed).toBeLessThan(loose.data!.submitSolution.run.total);

    const right = await learner.client.gql<{
      submitSolution: { status: string; submission: { status: string; total: number; passed: number } };
    }>(SUBMIT, { input: { problemId, language: 'Typescript', code: RIGHT } });
    expect(right.data!.submitSolution).toMatchObject({ status: 'RESOLVED', submission: { status: 'success' } });
    expect(right.data!.submitSolution.submission.total).toBeGreaterThanOrEqual(8);
    expect(right.data!.submitSolution.submission.passed).toBe(right.data!.submitSolution.submission.total);
  });
});
