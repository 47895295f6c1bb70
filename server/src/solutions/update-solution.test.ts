// updateSolution: the owner replaces a version's code; anyone else gets "not found".
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
const UPDATE =
  'mutation ($id: String!, $code: String!, $language: String!) { updateSolution(solutionId: $id, code: $code, language: $language) { id title code language status } }';

describe('updateSolution', () => {
  it('replaces the code of the owner’s version and refuses others', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const problem = await app.prisma.problem.findFirstOrThrow({ where: { link: 'debounce' }, select: { id: true } });
    const saved = await owner.client.gql<{ saveSolution: { id: string } }>(SAVE, {
      input: { problemId: problem.id, title: 'v1', language: 'Javascript', code: 'let a = 1;', status: 'success' },
    });
    const id = saved.data!.saveSolution.id;
    const updated = await owner.client.gql(UPDATE, { id, code: 'let a = 2;', language: 'Typescript' });
    expect(updated.data).toEqual({
      updateSolution: { id, title: 'v1', code: 'let a = 2;', language: 'Typescript', status: 'untested' },
    });
    const refused = await other.client.gql(UPDATE, { id, code: 'x', language: 'Javascript' });
    expect(refused.errors?.[0]?.message).toBe('Saved version not found.');
  });
});
