// makeSolutionCurrent: the owner's chosen version becomes the only current one of the problem,
// without moving any version's save time; anyone else gets "not found".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { signUp } from '../../test/client';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const SAVE = 'mutation ($input: SaveSolutionInput!) { saveSolution(input: $input) { id } }';
const MAKE_CURRENT = 'mutation ($id: String!) { makeSolutionCurrent(solutionId: $id) { id current } }';
const LIST =
  'query ($problemId: String!) { savedSolutions(problemId: $problemId) { edges { node { id current updatedAt } } } }';

describe('makeSolutionCurrent', () => {
  it('moves the current mark to the chosen version only, keeps save times, refuses others', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const problem = await app.prisma.problem.findFirstOrThrow({ where: { link: 'debounce' }, select: { id: true } });
    const save = async (title: string) =>
      (
        await owner.client.gql<{ saveSolution: { id: string } }>(SAVE, {
          input: { problemId: problem.id, title, language: 'Javascript', code: `// ${title}` },
        })
      ).data!.saveSolution.id;
    const older = await save('older');
    const newer = await save('newer');
    type List = { savedSolutions: { edges: { node: { id: string; current: boolean; updatedAt: string } }[] } };
    const list = async () =>
      (await owner.client.gql<List>(LIST, { problemId: problem.id })).data!.savedSolutions.edges.map((e) => e.node);
    const before = await list();

    const made = await owner.client.gql(MAKE_CURRENT, { id: older });
    expect(made.data).toEqual({ makeSolutionCurrent: { id: older, current: true } });
    const after = await list();
    expect(after.map((s) => [s.id, s.current])).toEqual([
      [newer, false],
      [older, true],
    ]);
    expect(after.map((s) => s.updatedAt)).toEqual(before.map((s) => s.updatedAt));

    const refused = await other.client.gql(MAKE_CURRENT, { id: newer });
    expect(refused.errors?.[0]?.message).toBe('Saved version not found.');
    expect((await list()).find((s) => s.id === older)?.current).toBe(true);
  });
});
