// Input that PostgreSQL or the URL decoder cannot take is a 400 that says why, never a 500: text
// with a NUL character (\u0000) in any operation's variables or literals (GraphQL, WebSocket and
// the REST adapter share the check), and a REST path with a malformed %-escape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';

const NUL_TEXT = 'Text must not contain the NUL character (U+0000).';

let app: TestServer;
let problemId: string;
beforeAll(async () => {
  app = await startTestServer();
  problemId = (await app.prisma.problem.findFirstOrThrow({ select: { id: true } })).id;
});
afterAll(() => app?.close());

describe('text with a NUL character', () => {
  it('is a 400 on GraphQL: search, postComment, deleteSolution, in variables and literals', async () => {
    const { client: user } = await signUp(app);
    const answers = [
      await user.gql('query ($q: String!) { search(q: $q) { problems { id } } }', { q: 'a\u0000b' }),
      await user.gql('mutation ($input: PostCommentInput!) { postComment(input: $input) { id } }', {
        input: { problemId, content: 'hello\u0000' },
      }),
      await user.gql('mutation ($id: String!) { deleteSolution(solutionId: $id) }', { id: '\u0000' }),
      await user.gql('{ search(q: "a\\u0000b") { problems { id } } }'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]).toMatchObject({ message: NUL_TEXT, extensions: { code: 'BAD_USER_INPUT' } });
    }
    // the same text without the NUL is served
    const fine = await user.gql('query ($q: String!) { search(q: $q) { problems { id } } }', { q: 'ab' });
    expect(fine.status).toBe(200);
  });

  it('is a 400 in the envelope on REST', async () => {
    const { client: user } = await signUp(app);
    const answers = [
      await user.rest('GET', `/api/search?q=${encodeURIComponent('a\u0000b')}`),
      await user.rest('POST', `/api/problems/${problemId}/comments`, { content: 'hello\u0000' }),
      await user.rest('DELETE', '/api/problems/solutions/%00'),
    ];
    for (const answer of answers)
      expect(answer).toEqual({
        status: 400,
        body: { code: 400, message: NUL_TEXT, data: null, messageId: 'input.nulCharacter' },
      });
  });
});

describe('a REST path with a malformed %-escape', () => {
  it('is a 400 in the envelope, in the asker’s language', async () => {
    expect(await client(app).rest('GET', '/api/problems/%E0%A4%A')).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'The address is not valid: it has a malformed %-escape.',
        data: null,
        messageId: 'http.malformedPath',
      },
    });
    const zh = await client(app, { locale: 'zh-CN' }).rest('GET', '/api/problems/%E0%A4%A/comments');
    expect(zh).toEqual({
      status: 400,
      body: { code: 400, message: '地址无效：其中的 % 转义格式错误。', data: null, messageId: 'http.malformedPath' },
    });
  });
});
