// Personal access tokens over real HTTP: created once-visible and stored hashed; a read token
// reads the bank and the owner's progress but writes nothing; a progress token writes progress;
// neither touches the account; revoked or expired tokens stop at once; last use is recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { sha256 } from './secrets';
import { at, firstError } from '../../test/at';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const CREATE = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id name prefix scope expiresAt lastUsedAt } } }`;
const MARK = `mutation ($input: UpdateProblemStatusInput!) { updateProblemStatus(input: $input) { status } }`;

async function createToken(owner: Client, scope: 'read' | 'progress' | 'interview', expiresInDays: number | null = 30) {
  const result = await owner.gql<{
    createApiToken: {
      token: string;
      apiToken: { id: string; prefix: string; scope: string; expiresAt: string | null };
    };
  }>(CREATE, { input: { name: `tool ${scope}`, scope, expiresInDays } });
  expect(result.errors).toBeUndefined();
  return result.data!.createApiToken;
}

describe('personal access tokens', () => {
  it('are shown once, stored hashed, listed without their secret', async () => {
    const { client: owner, id } = await signUp(app);
    const created = await createToken(owner, 'read');
    expect(created.token).toMatch(/^ffpat_[A-Za-z0-9_-]{40,}$/);
    expect(created.token.startsWith(created.apiToken.prefix)).toBe(true);
    const rows = await app.prisma.apiToken.findMany({ where: { userId: id } });
    expect(rows).toHaveLength(1);
    expect(at(rows, 0).tokenHash).toBe(sha256(created.token));
    expect(JSON.stringify(rows)).not.toContain(created.token);
    const listed = await owner.gql<{ apiTokens: Record<string, unknown>[] }>('{ apiTokens { id name prefix scope } }');
    expect(listed.data!.apiTokens).toEqual([
      { id: created.apiToken.id, name: 'tool read', prefix: created.apiToken.prefix, scope: 'read' },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it('read scope: reads the bank and the owner progress, writes nothing, touches no account', async () => {
    const { client: owner } = await signUp(app);
    const { token } = await createToken(owner, 'read');
    const tool = client(app, { token });
    const me = await tool.gql<{ me: { username: string } }>('{ me { username } book(link: "top-100") { link } }');
    expect(me.errors).toBeUndefined();
    expect(me.data!.me.username).toBeTruthy();
    const problem = await app.prisma.problem.findFirstOrThrow({ select: { id: true } });
    const write = await tool.gql(MARK, { input: { bookId: 'top-100', problemId: problem.id } });
    expect(write.status).toBe(403);
    expect(firstError(write).message).toBe(
      'This token can only read. Create a token with the progress scope to run updateProblemStatus.',
    );
    const password = await tool.gql(
      'mutation { changePassword(input: {currentPassword: "x", newPassword: "Y0ung!pass", confirmPassword: "Y0ung!pass"}) }',
    );
    expect(password.status).toBe(403);
    expect(firstError(password).message).toMatch(/cannot run changePassword\. Sign in to the site/);
    const tokens = await tool.gql('{ apiTokens { id } }');
    expect(firstError(tokens).message).toMatch(/cannot read apiTokens/);
    const zh = await client(app, { token, locale: 'zhCN' }).gql(
      'mutation { deleteAccount(confirmUsername: "x", currentPassword: "x") }',
    );
    expect(firstError(zh).message).toMatch(/^个人访问令牌不能执行 deleteAccount/);
  });

  it('progress scope: marks a problem done, over GraphQL and REST, but still no account operation', async () => {
    const { client: owner, id } = await signUp(app);
    const { token } = await createToken(owner, 'progress', null);
    const tool = client(app, { token });
    const problem = await app.prisma.problem.findFirstOrThrow({
      where: { books: { some: { book: { link: 'top-100' } } } },
      select: { id: true },
    });
    const marked = await tool.gql<{ updateProblemStatus: { status: string } }>(MARK, {
      input: { bookId: 'top-100', problemId: problem.id },
    });
    expect(marked.errors).toBeUndefined();
    expect(await app.prisma.problemStatus.count({ where: { userId: id } })).toBeGreaterThan(0);
    const book = await tool.rest<{ problems: { id: string; statue: string }[] }[]>('POST', '/api/books/by-links', {
      links: ['top-100'],
    });
    expect(at(book.body.data, 0).problems.find((p) => p.id === problem.id)?.statue).toBe('RESOLVED');
    const created = await tool.gql(CREATE, { input: { name: 'more', scope: 'progress', expiresInDays: 7 } });
    expect(created.status).toBe(403);
  });

  it('interview scope: mock interviews need it (or a sign-in); it writes no progress', async () => {
    const { client: owner } = await signUp(app);
    const room = await owner.gql<{ createInterview: { code: string } }>('mutation { createInterview { code } }');
    const code = room.data!.createInterview.code;
    const ROOM = 'query ($code: String!) { interviewRoom(code: $code) { code scorecard { summary } } }';
    const REPLAY = 'query ($code: String!) { interviewReplay(code: $code) { at } }';
    const END = 'mutation ($code: String!) { endInterview(code: $code) { status } }';
    for (const scope of ['read', 'progress'] as const) {
      const tool = client(app, { token: (await createToken(owner, scope)).token });
      for (const [query, field] of [
        [ROOM, 'interviewRoom'],
        [REPLAY, 'interviewReplay'],
        [END, 'endInterview'],
        ['{ myInterviews { totalCount } }', 'myInterviews'],
        ['mutation { createInterview { code } }', 'createInterview'],
      ]) {
        const refused = await tool.gql(query!, { code });
        expect(refused.status).toBe(403);
        expect(firstError(refused).message).toBe(
          `This token cannot use mock interviews. Create a token with the interview scope to run ${field}.`,
        );
      }
    }
    const tool = client(app, { token: (await createToken(owner, 'interview')).token });
    const read = await tool.gql<{ interviewRoom: { code: string } }>(ROOM, { code });
    expect(read.errors).toBeUndefined();
    expect(read.data!.interviewRoom.code).toBe(code);
    expect((await tool.gql(END, { code })).errors).toBeUndefined();
    const problem = await app.prisma.problem.findFirstOrThrow({ select: { id: true } });
    const progress = await tool.gql(MARK, { input: { problemId: problem.id } });
    expect(firstError(progress).message).toBe(
      'This token cannot write progress. Create a token with the progress scope to run updateProblemStatus.',
    );
    expect((await tool.gql('mutation { deleteAccount(confirmUsername: "x", currentPassword: "x") }')).status).toBe(403);
  });

  it('stops at once when revoked or expired, and records its last use', async () => {
    const { client: owner } = await signUp(app);
    const { token, apiToken } = await createToken(owner, 'read');
    const tool = client(app, { token });
    expect((await tool.gql('{ me { id } }')).errors).toBeUndefined();
    await expect
      .poll(async () => (await app.prisma.apiToken.findUniqueOrThrow({ where: { id: apiToken.id } })).lastUsedAt)
      .not.toBeNull();

    const revoked = await owner.gql('mutation ($id: ID!) { revokeApiToken(id: $id) }', { id: apiToken.id });
    expect(revoked.errors).toBeUndefined();
    const after = await tool.gql('{ me { id } }');
    expect(after.status).toBe(401);
    expect(firstError(after).message).toBe('The access token is not valid, has expired or was revoked.');
    expect((await owner.gql<{ apiTokens: unknown[] }>('{ apiTokens { id } }')).data!.apiTokens).toEqual([]);

    const second = await createToken(owner, 'read', 7);
    await app.prisma.apiToken.update({
      where: { id: second.apiToken.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await client(app, { token: second.token }).gql('{ me { id } }')).status).toBe(401);
    // another user's token id is not theirs to revoke
    const { client: stranger } = await signUp(app);
    const theirs = await stranger.gql('mutation ($id: ID!) { revokeApiToken(id: $id) }', { id: second.apiToken.id });
    expect(firstError(theirs).message).toBe('No such token.');
  });

  it('refuses bad input with clear messages', async () => {
    const { client: owner } = await signUp(app);
    const blank = await owner.gql(CREATE, { input: { name: '  ', scope: 'read', expiresInDays: 30 } });
    expect(firstError(blank).message).toBe('Name the token.');
    const odd = await owner.gql(CREATE, { input: { name: 'x', scope: 'read', expiresInDays: 12 } });
    expect(firstError(odd).message).toBe('A token lasts 7, 30, 90 or 365 days, or does not expire.');
    const long = await owner.gql(CREATE, { input: { name: 'x'.repeat(61), scope: 'read', expiresInDays: 30 } });
    expect(firstError(long).message).toBe('A token name is at most 60 characters.');
    expect((await client(app).gql(CREATE, { input: { name: 'x', scope: 'read' } })).status).toBe(401);
  });
});
