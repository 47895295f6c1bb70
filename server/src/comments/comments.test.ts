// Comments over real HTTP: the seven REST paths in the envelope, every role's rights (visitor 401,
// others 403, in both languages), validation, likes under concurrency, pin/feature toggling,
// replies disabled, pagination, and rate limits on posting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { firstError } from '../../test/at';

let app: TestServer;
let problem: { id: string; link: string };
let author: Awaited<ReturnType<typeof signUp>>; // writes comments
let other: Awaited<ReturnType<typeof signUp>>; // a plain signed-in user
let owner: Awaited<ReturnType<typeof signUp>>; // the problem's author
let moderator: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await startTestServer({
    rateLimits: { commentAccount: { points: 40, duration: 60 }, commentIp: { points: 1000, duration: 60 } },
  });
  [author, other, owner, moderator, admin] = await Promise.all([
    signUp(app),
    signUp(app),
    signUp(app),
    signUp(app),
    signUp(app),
  ]);
  await app.prisma.user.update({ where: { id: moderator.id }, data: { role: 'moderator' } });
  await app.prisma.user.update({ where: { id: admin.id }, data: { role: 'admin' } });
  problem = await app.prisma.problem.findFirstOrThrow({ select: { id: true, link: true }, orderBy: { id: 'asc' } });
  await app.prisma.problem.update({ where: { id: problem.id }, data: { authorId: owner.id } });
});
afterAll(() => app?.close());

interface RestComment {
  id: string;
  content: string;
  parentId: string | null;
  author: { id: string; nickName: string; username: string; role: string; avatar: string | null };
  status: string;
  likeCount: number;
  isLiked: boolean;
  repliesDisabled: boolean;
  isProblemAuthor: boolean;
  replies?: RestComment[];
}

const base = () => `/api/problems/${problem.id}/comments`;
async function post(c: Client, content: unknown, parentId?: string) {
  return c.rest<RestComment>('POST', base(), { content, ...(parentId ? { parentId } : {}) });
}
async function newComment(c: Client = author.client, content = 'A **useful** hint') {
  const sent = await post(c, content);
  expect(sent.status).toBe(201);
  return sent.body.data;
}

describe('posting and reading', () => {
  it('posts a trimmed comment and a reply, answered in the envelope and listed as a tree', async () => {
    const sent = await post(author.client, '  Use a `Map` here.  ');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      code: 201,
      message: 'success',
      data: {
        content: 'Use a `Map` here.',
        parentId: null,
        status: 'regular',
        likeCount: 0,
        isLiked: false,
        repliesDisabled: false,
        author: { id: author.id, nickName: author.username, username: author.username, role: 'user', avatar: null },
      },
    });
    const reply = await post(other.client, 'Thanks!', sent.body.data.id);
    expect(reply.body.data.parentId).toBe(sent.body.data.id);
    // a reply to a reply joins the thread
    const nested = await post(author.client, 'You are welcome.', reply.body.data.id);
    expect(nested.body.data.parentId).toBe(sent.body.data.id);

    const tree = await client(app).rest<RestComment[]>('GET', base());
    expect(tree.status).toBe(200);
    const listed = tree.body.data.find((c) => c.id === sent.body.data.id)!;
    expect(listed.replies!.map((r) => r.content)).toEqual(['Thanks!', 'You are welcome.']);
    expect(tree.body.data.some((c) => c.id === reply.body.data.id)).toBe(false);
    // the problem may be addressed by its link too
    const byLink = await client(app).rest<RestComment[]>('GET', `/api/problems/${problem.link}/comments`);
    expect(byLink.body.data.length).toBe(tree.body.data.length);
  });

  it('marks the problem author with a badge', async () => {
    const mine = await newComment(owner.client, 'Author here.');
    expect(mine.isProblemAuthor).toBe(true);
    expect((await newComment()).isProblemAuthor).toBe(false);
  });

  it("shows the author's username and role beside the display name; staff badges come from the role", async () => {
    // a moderator with a display name, and a user who would like to look like them
    await moderator.client.gql('mutation { updateProfile(input: { nickName: "Kind_Helper" }) { id } }');
    const copycat = await other.client.gql('mutation ($n: String!) { updateProfile(input: { nickName: $n }) { id } }', {
      n: moderator.username,
    });
    expect(firstError(copycat).message).toBe("This nickname is another user's username. Please choose another one.");
    const reserved = await other.client.gql('mutation { updateProfile(input: { nickName: "Moderator" }) { id } }');
    expect(firstError(reserved).message).toBe('This nickname is reserved. Please choose another one.');
    // the same display name as the moderator's is allowed, but the username and role tell them apart
    await other.client.gql('mutation { updateProfile(input: { nickName: "Kind_Helper" }) { id } }');
    const byModerator = await newComment(moderator.client, 'Moderated.');
    const byOther = await newComment(other.client, 'Not a moderator.');
    const listed = await client(app).gql<{
      comments: { edges: { node: { id: string; author: { nickName: string; username: string; role: string } } }[] };
    }>(
      'query ($p: String!) { comments(problemId: $p, first: 50) { edges { node { id author { nickName username role } } } } }',
      {
        p: problem.id,
      },
    );
    const authorOf = (id: string) => listed.data!.comments.edges.find((e) => e.node.id === id)!.node.author;
    expect(authorOf(byModerator.id)).toEqual({
      nickName: 'Kind_Helper',
      username: moderator.username,
      role: 'moderator',
    });
    expect(authorOf(byOther.id)).toEqual({ nickName: 'Kind_Helper', username: other.username, role: 'user' });
    expect(byModerator.author).toMatchObject({ username: moderator.username, role: 'moderator' });
  });

  it('refuses blank, too long and unknown, in both languages', async () => {
    expect(await post(author.client, '   ')).toEqual({
      status: 400,
      body: { code: 400, message: 'Please enter a comment.', data: null, messageId: 'comment.enter' },
    });
    expect((await author.client.rest('POST', base(), {})).body.message).toBe('Please enter a comment.');
    expect((await post(author.client, 'x'.repeat(5001))).body.message).toBe('A comment is at most 5000 characters.');
    const zh = client(app, { token: author.client.token, locale: 'zhCN' });
    expect((await post(zh, '')).body.message).toBe('请输入评论内容。');
    const unknown = await author.client.rest('POST', '/api/problems/no-such-problem/comments', { content: 'hi' });
    expect(unknown).toMatchObject({ status: 404, body: { code: 404, message: 'Problem not found.' } });
    const noParent = await post(author.client, 'hi', 'no-such-comment');
    expect(noParent.body).toMatchObject({ code: 404, message: 'The comment you are replying to no longer exists.' });
  });

  it('answers 401 to a visitor for every write, in both languages', async () => {
    const target = await newComment();
    const visitor = client(app);
    const zh = client(app, { locale: 'zhCN' });
    expect(await visitor.rest('POST', base(), { content: 'hi' })).toEqual({
      status: 401,
      body: { code: 401, message: 'Please sign in to comment.', data: null, messageId: 'comment.signInToComment' },
    });
    expect((await zh.rest('POST', base(), { content: 'hi' })).body.message).toBe('请先登录后再评论。');
    const like = await visitor.rest('POST', `${base()}/${target.id}/like`);
    expect(like).toMatchObject({ status: 401, body: { message: 'Please sign in to like comments.' } });
    expect((await zh.rest('POST', `${base()}/${target.id}/like`)).body.message).toBe('请先登录后再点赞。');
    expect((await visitor.rest('DELETE', `${base()}/${target.id}`)).status).toBe(401);
    expect((await visitor.rest('PUT', `${base()}/${target.id}/status`, { status: 'pinned' })).status).toBe(401);
    expect((await visitor.rest('PUT', `${base()}/${target.id}/toggle-reply`)).status).toBe(401);
  });

  it('pages the comments with a cursor, pinned first, then featured, then newest', async () => {
    const fresh = await app.prisma.problem.findFirstOrThrow({
      where: { id: { not: problem.id } },
      select: { id: true },
    });
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const sent = await author.client.rest<RestComment>('POST', `/api/problems/${fresh.id}/comments`, {
        content: `comment ${i}`,
      });
      made.push(sent.body.data.id);
    }
    await moderator.client.rest('PUT', `/api/problems/${fresh.id}/comments/${made[1]}/status`, { status: 'featured' });
    await moderator.client.rest('PUT', `/api/problems/${fresh.id}/comments/${made[0]}/status`, { status: 'pinned' });
    const PAGE = `query ($problemId: String!, $after: String) { comments(problemId: $problemId, first: 2, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { content status } } } }`;
    type Page = {
      comments: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { content: string; status: string } }[];
      };
    };
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Awaited<ReturnType<Client['gql']>> & { data?: Page } = await client(app).gql<Page>(PAGE, {
        problemId: fresh.id,
        after,
      });
      expect(page.data!.comments.totalCount).toBe(5);
      seen.push(...page.data!.comments.edges.map((e) => e.node.content));
      if (!page.data!.comments.pageInfo.hasNextPage) break;
      after = page.data!.comments.pageInfo.endCursor;
    }
    expect(seen).toEqual(['comment 0', 'comment 1', 'comment 4', 'comment 3', 'comment 2']);
  });
});

describe('likes', () => {
  it('toggles one like per user', async () => {
    const target = await newComment();
    const liked = await other.client.rest<RestComment>('POST', `${base()}/${target.id}/like`);
    expect(liked.body).toMatchObject({ code: 200, data: { likeCount: 1, isLiked: true } });
    const unliked = await other.client.rest<RestComment>('POST', `${base()}/${target.id}/like`);
    expect(unliked.body.data).toMatchObject({ likeCount: 0, isLiked: false });
    const wrongProblem = await other.client.rest('POST', `/api/problems/no-such/comments/${target.id}/like`);
    expect(wrongProblem.body).toMatchObject({ code: 404, message: 'Comment not found.' });
  });

  it('counts concurrent likes of many users exactly, and a user hammering toggle stays consistent', async () => {
    const target = await newComment();
    const users = await Promise.all(Array.from({ length: 12 }, () => signUp(app)));
    const results = await Promise.all(users.map((u) => u.client.rest('POST', `${base()}/${target.id}/like`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await app.prisma.comment.findUniqueOrThrow({ where: { id: target.id } })).likeCount).toBe(12);
    // one user sending 7 toggles at once: the count always equals the like rows
    await Promise.all(Array.from({ length: 7 }, () => other.client.rest('POST', `${base()}/${target.id}/like`)));
    const rows = await app.prisma.commentLike.count({ where: { commentId: target.id } });
    const stored = await app.prisma.comment.findUniqueOrThrow({ where: { id: target.id } });
    expect(stored.likeCount).toBe(rows);
    expect([12, 13]).toContain(rows);
  });
});

describe('deleting', () => {
  it('lets the author, the problem author and moderators delete; others get 403 in both languages', async () => {
    const target = await newComment();
    expect(await other.client.rest('DELETE', `${base()}/${target.id}`)).toEqual({
      status: 403,
      body: {
        code: 403,
        message: 'You can only delete your own comments.',
        data: null,
        messageId: 'comment.deleteOwn',
      },
    });
    const zh = client(app, { token: other.client.token, locale: 'zhCN' });
    expect((await zh.rest('DELETE', `${base()}/${target.id}`)).body.message).toBe('你只能删除自己的评论。');
    expect(await author.client.rest('DELETE', `${base()}/${target.id}`)).toEqual({
      status: 200,
      body: { code: 200, message: 'success', data: true },
    });
    expect(await app.prisma.comment.count({ where: { id: target.id } })).toBe(0);
    for (const who of [owner, moderator, admin]) {
      const c = await newComment();
      await post(other.client, 'a reply goes with it', c.id);
      expect((await who.client.rest('DELETE', `${base()}/${c.id}`)).status).toBe(200);
      expect(await app.prisma.comment.count({ where: { OR: [{ id: c.id }, { parentId: c.id }] } })).toBe(0);
    }
    expect((await author.client.rest('DELETE', `${base()}/${target.id}`)).status).toBe(404);
  });
});

describe('pinning and featuring', () => {
  it('toggles pinned and featured, and pinning a new comment unpins the previous one', async () => {
    const first = await newComment(author.client, 'first');
    const second = await newComment(author.client, 'second');
    const pin = (c: Client, id: string, status = 'pinned') =>
      c.rest<RestComment>('PUT', `${base()}/${id}/status`, { status });
    expect((await pin(owner.client, first.id)).body.data.status).toBe('pinned');
    expect((await pin(moderator.client, second.id)).body.data.status).toBe('pinned');
    expect((await app.prisma.comment.findUniqueOrThrow({ where: { id: first.id } })).status).toBe('regular');
    expect(await app.prisma.comment.count({ where: { problemId: problem.id, status: 'pinned' } })).toBe(1);
    // pinning the pinned one unsets it
    expect((await pin(admin.client, second.id)).body.data.status).toBe('regular');
    expect((await pin(owner.client, first.id, 'featured')).body.data.status).toBe('featured');
    expect((await pin(owner.client, first.id, 'featured')).body.data.status).toBe('regular');
    const tree = await client(app).rest<RestComment[]>('GET', base());
    expect(tree.body.data.filter((c) => c.status === 'pinned')).toHaveLength(0);
  });

  it('refuses others (403), bad statuses (400) and replies', async () => {
    const target = await newComment();
    const refused = await author.client.rest('PUT', `${base()}/${target.id}/status`, { status: 'pinned' });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: "Only the problem's author, moderators and admins can pin or feature comments." },
    });
    const zh = client(app, { token: other.client.token, locale: 'zhCN' });
    expect((await zh.rest('PUT', `${base()}/${target.id}/status`, { status: 'featured' })).body.message).toBe(
      '只有题目作者、版主和管理员可以置顶或精选评论。',
    );
    expect((await owner.client.rest('PUT', `${base()}/${target.id}/status`, { status: 'top' })).status).toBe(400);
    const reply = await post(other.client, 'reply', target.id);
    const onReply = await owner.client.rest('PUT', `${base()}/${reply.body.data.id}/status`, { status: 'pinned' });
    expect(onReply.body).toMatchObject({ code: 400, message: 'Only a top-level comment can be pinned or featured.' });
  });
});

describe('replies on or off', () => {
  it('lets only moderators and admins toggle replies; a disabled thread refuses replies', async () => {
    const target = await newComment();
    for (const who of [author, owner]) {
      const refused = await who.client.rest('PUT', `${base()}/${target.id}/toggle-reply`);
      expect(refused).toMatchObject({
        status: 403,
        body: { message: 'Only moderators and admins can turn replies on or off.' },
      });
    }
    const off = await moderator.client.rest<RestComment>('PUT', `${base()}/${target.id}/toggle-reply`);
    expect(off.body.data.repliesDisabled).toBe(true);
    expect(await post(other.client, 'a reply', target.id)).toEqual({
      status: 403,
      body: {
        code: 403,
        message: 'Replies are disabled for this comment.',
        data: null,
        messageId: 'comment.repliesDisabled',
      },
    });
    const zh = client(app, { token: other.client.token, locale: 'zhCN' });
    expect((await post(zh, 'a reply', target.id)).body.message).toBe('该评论已关闭回复。');
    const on = await admin.client.rest<RestComment>('PUT', `${base()}/${target.id}/toggle-reply`);
    expect(on.body.data.repliesDisabled).toBe(false);
    expect((await post(other.client, 'a reply', target.id)).status).toBe(201);
  });
});

describe('reports and rate limits', () => {
  it('stores a report of a comment for moderators', async () => {
    const target = await newComment();
    const REPORT = 'mutation ($id: String!, $content: String) { reportComment(commentId: $id, content: $content) }';
    expect((await other.client.gql(REPORT, { id: target.id, content: ' ' })).errors?.[0]?.message).toBe(
      'Please enter the content of your report.',
    );
    expect((await client(app).gql(REPORT, { id: target.id, content: 'spam' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await other.client.gql(REPORT, { id: target.id, content: 'spam' })).data).toEqual({ reportComment: true });
    expect(await app.prisma.report.findFirstOrThrow({ where: { commentId: target.id } })).toMatchObject({
      content: 'spam',
      userId: other.id,
      problemId: problem.id,
    });
  });

  it('limits posting per account', async () => {
    const spammer = await signUp(app);
    const codes: number[] = [];
    for (let i = 0; i < 42; i += 1) codes.push((await post(spammer.client, `spam ${i}`)).status);
    expect(codes.slice(0, 40).every((s) => s === 201)).toBe(true);
    expect(codes.slice(40)).toEqual([429, 429]);
  });
});
