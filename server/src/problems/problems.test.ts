import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';

let app: TestServer;
let link: string;
beforeAll(async () => {
  app = await startTestServer();
  const problem = await app.prisma.problem.findFirstOrThrow({
    where: { category: 'JSFunction' },
    orderBy: { link: 'asc' },
  });
  link = problem.link;
});
afterAll(() => app?.close());

describe('problems', () => {
  it('answers a problem by link with every workbench field, never the hidden cases', async () => {
    const result = await app.graphql<{ problem: Record<string, unknown> }>(
      `query ($link: String!) { problem(link: $link) {
        id link title description describe solution category difficulty minutes finishCount statue
        supportLanguages supportFrameworks code fileTrees testCase
        articles { title link } companies { key icon label } tags { key label }
        related { link title difficulty } author { nickName } createdAt } }`,
      { link },
      { 'x-locale': 'en' },
    );
    expect(result.errors).toBeUndefined();
    const problem = result.data!.problem;
    expect(problem).toMatchObject({ link, category: 'JSFunction', statue: 'UNRESOLVED' });
    expect(String(problem.describe).length).toBeGreaterThan(50);
    expect(String(problem.testCase)).toMatch(/expect\(/);
    expect(problem.code).toHaveProperty('Javascript');

    const introspection = await app.graphql<{ __type: { fields: { name: string }[] } }>(
      '{ __type(name: "Problem") { fields { name } } }',
    );
    const names = introspection.data!.__type.fields.map((f) => f.name);
    expect(names).toContain('testCase');
    expect(names).not.toContain('submitCase');
  });

  it('GET /api/problems/by-link/{link} answers the envelope, and 404 for an unknown link', async () => {
    const ok = await fetch(`${app.baseUrl}/api/problems/by-link/${link}`, { headers: { 'x-locale': 'zhCN' } });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({ code: 200, message: 'success', data: { link } });
    expect(body.data.title).toMatch(/[\u4e00-\u9fff]/);

    const missing = await fetch(`${app.baseUrl}/api/problems/by-link/no-such-problem`, {
      headers: { 'x-locale': 'en' },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      code: 404,
      message: 'Problem not found.',
      data: null,
      messageId: 'problem.notFound',
    });
    const missingZh = await fetch(`${app.baseUrl}/api/problems/by-link/no-such-problem`);
    expect(await missingZh.json()).toEqual({
      code: 404,
      message: '题目不存在。',
      data: null,
      messageId: 'problem.notFound',
    });

    const bad = await fetch(`${app.baseUrl}/api/problems/by-link/${encodeURIComponent('BAD LINK')}`, {
      headers: { 'x-locale': 'en' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('A link is lowercase letters, digits and hyphens (at most 128).');
  });
});
