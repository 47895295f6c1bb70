// Reports from the workbench: stored with the user and problem, content required in both
// languages, rate-limited per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { client, signUp } from '../../test/client';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ rateLimits: { reportIp: { points: 3, duration: 600 } } });
});
afterAll(async () => {
  await app?.close();
});

const REPORT = 'mutation ($input: ReportInput!) { reportProblem(input: $input) }';

describe('problem reports', () => {
  it('stores a signed-in report with the user and the problem given by link (REST)', async () => {
    const user = await signUp(app);
    const problem = await app.prisma.problem.findFirstOrThrow({ select: { id: true, link: true } });
    const sent = await user.client.rest('POST', '/api/logs/report', {
      content: '  The second test expects the wrong value.  ',
      problemId: problem.link,
    });
    expect(sent).toEqual({ status: 200, body: { code: 200, message: 'success', data: true } });
    const stored = await app.prisma.report.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored).toMatchObject({ content: 'The second test expects the wrong value.', problemId: problem.id });
  });

  it('requires content, in the request language, and refuses an unknown problem', async () => {
    const c = client(app, { ip: '10.9.0.1' });
    expect(await c.rest('POST', '/api/logs/report', { content: '   ' })).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'Please enter the content of your report.',
        data: null,
        messageId: 'report.enterContent',
      },
    });
    expect((await c.rest('POST', '/api/logs/report', {})).body.message).toBe(
      'Please enter the content of your report.',
    );
    const zh = client(app, { ip: '10.9.0.1', locale: 'zhCN' });
    expect((await zh.rest('POST', '/api/logs/report', { content: '' })).body.message).toBe('请输入反馈内容。');
    const unknown = await c.gql(REPORT, { input: { content: 'x', problemId: 'no-such-problem' } });
    expect(unknown.errors?.[0]?.message).toBe('Problem not found.');
  });

  it('limits reports per address', async () => {
    const c = client(app, { ip: '10.9.0.2' });
    for (let i = 0; i < 3; i += 1) {
      expect((await c.gql(REPORT, { input: { content: `report ${i}` } })).data).toEqual({ reportProblem: true });
    }
    const limited = await c.rest('POST', '/api/logs/report', { content: 'one more' });
    expect(limited.status).toBe(429);
    expect(await app.prisma.report.count({ where: { userId: null } })).toBe(3);
  });
});
