// A learner's own test cases over real GraphQL and REST: saved per user and problem and read
// back in order, replaced whole, removed by an empty list, refused in the catalogue's words when
// malformed or too many, for function problems only, never another learner's, never a visitor's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const READ = `query ($problemId: String!) { customCases(problemId: $problemId) { kind args expected body } }`;
const SAVE = `mutation ($problemId: String!, $cases: [CustomCaseInput!]!) {
  saveCustomCases(problemId: $problemId, cases: $cases) { kind args expected body } }`;

const CASES = [
  { kind: 'args', args: '[[1, [2, [3]]]]', expected: '[1, 2, 3]' },
  { kind: 'test', body: "expect(flatten([])).toEqual([]);\n// 'quotes' and ` backticks ` stay as written" },
];

describe('custom test cases', () => {
  it('saves, reads back in order, replaces and removes', async () => {
    const { client: c } = await signUp(app);
    const empty = await c.gql<{ customCases: unknown[] }>(READ, { problemId: 'array-flatten' });
    expect(empty.data!.customCases).toEqual([]);

    const saved = await c.rest<unknown[]>('PUT', '/api/problems/array-flatten/cases', { cases: CASES });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual([
      { ...CASES[0], body: null },
      { ...CASES[1], args: null, expected: null },
    ]);
    const read = await c.rest<unknown[]>('GET', '/api/problems/array-flatten/cases');
    expect(read.body.data).toEqual(saved.body.data);

    const replaced = await c.gql<{ saveCustomCases: unknown[] }>(SAVE, {
      problemId: 'array-flatten',
      cases: [CASES[1]],
    });
    expect(replaced.data!.saveCustomCases).toHaveLength(1);
    await c.gql(SAVE, { problemId: 'array-flatten', cases: [] });
    expect((await c.gql<{ customCases: unknown[] }>(READ, { problemId: 'array-flatten' })).data!.customCases).toEqual(
      [],
    );
    expect(await app.prisma.customTestCases.count({ where: { problem: { link: 'array-flatten' } } })).toBe(0);
  });

  it('keeps each learner’s cases to themselves; visitors have none', async () => {
    const { client: a } = await signUp(app);
    const { client: b } = await signUp(app);
    await a.gql(SAVE, { problemId: 'array-flatten', cases: CASES });
    expect((await b.gql<{ customCases: unknown[] }>(READ, { problemId: 'array-flatten' })).data!.customCases).toEqual(
      [],
    );
    const visitor = await client(app).gql(READ, { problemId: 'array-flatten' });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses malformed cases, too many, too large, and non-function problems, in the catalogue’s words', async () => {
    const { client: c } = await signUp(app);
    const said = async (problemId: string, cases: unknown[]) =>
      (await c.gql(SAVE, { problemId, cases })).errors?.[0]?.message;
    expect(await said('array-flatten', [{ kind: 'args', args: '1, 2', expected: '3' }])).toBe(
      'The arguments must be a JSON array, e.g. [1, "two"].',
    );
    expect(await said('array-flatten', [{ kind: 'args', args: '[1]', expected: 'three' }])).toBe(
      'The expected value must be JSON, e.g. 3 or {"ok": true}.',
    );
    expect(await said('array-flatten', [{ kind: 'test', body: '   ' }])).toBe(
      'Write the test, e.g. expect(sum(1, 2)).toBe(3);',
    );
    expect(await said('array-flatten', [{ kind: 'test', body: 'x'.repeat(4097) }])).toBe('A case can be at most 4 KB.');
    expect(
      await said(
        'array-flatten',
        Array.from({ length: 21 }, () => CASES[1]),
      ),
    ).toBe('At most 20 custom test cases per problem.');
    expect(await said('javascript-closures', [CASES[1]])).toBe('Custom test cases are for function problems.');
    expect(await said('no-such-problem', [CASES[1]])).toBe('No function problem "no-such-problem".');
    const rest = await c.rest('PUT', '/api/problems/array-flatten/cases', { cases: 'not a list' });
    expect(rest.status).toBe(400);
    // nothing was stored by the refused writes
    expect((await c.gql<{ customCases: unknown[] }>(READ, { problemId: 'array-flatten' })).data!.customCases).toEqual(
      [],
    );
  });
});
