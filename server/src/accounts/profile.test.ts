// The signed-in user's own account: profile rules, avatar upload (bytes decide, size limit,
// served back, old file removed), password change, login records, reset records, deletion.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { LOGIN, type LoginData, client, signUp } from '../../test/client';
import { at, firstError } from '../../test/at';

const UPDATE =
  'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName nickName position } }';
const CHANGE_PASSWORD = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }';

// The smallest valid PNG (1×1) and GIF.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d9b1e30000000049454e44ae426082',
  'hex',
);
const GIF = Buffer.from(
  '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
  'hex',
);

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: true });
});
afterAll(() => app?.close());

/** uploadAvatar through the GraphQL multipart request spec (what Apollo's upload link sends) */
async function uploadGraphql(token: string, bytes: Buffer, filename: string, type = 'image/png') {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation ($file: File!) { uploadAvatar(file: $file) { avatar } }',
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.9.9.9', 'x-locale': 'en' },
    body: form,
  });
  return {
    status: response.status,
    ...((await response.json()) as { data?: { uploadAvatar: { avatar: string } }; errors?: { message: string }[] }),
  };
}

describe('profile', () => {
  it("refuses a nickname that passes for someone else: a reserved word or another user's username", async () => {
    const user = await signUp(app);
    const other = await signUp(app);
    const RESERVED = 'This nickname is reserved. Please choose another one.';
    const cases: [string, string][] = [
      ['Admin', RESERVED],
      ['  moderator ', RESERVED],
      ['MOD', RESERVED],
      ['administrator', RESERVED],
      ['staff', RESERVED],
      ['Support', RESERVED],
      ['system', RESERVED],
      ['root', RESERVED],
      ['Frontend_Forge', RESERVED],
      ['frontendforge', RESERVED],
      [other.username.toUpperCase(), "This nickname is another user's username. Please choose another one."],
      [` ${other.username} `, "This nickname is another user's username. Please choose another one."],
    ];
    for (const [nickName, message] of cases) {
      const result = await user.client.gql(UPDATE, { input: { nickName, position: '' } });
      expect(result.status, nickName).toBe(400);
      expect(firstError(result).message, nickName).toBe(message);
      expect(firstError(result).extensions, nickName).toMatchObject({ field: 'nickName' });
    }
    const zh = client(app, { token: user.client.token, locale: 'zhCN' });
    expect(firstError(await zh.gql(UPDATE, { input: { nickName: 'admin' } })).message).toBe(
      '该昵称为保留名称，请换一个。',
    );
    const rest = await user.client.rest('PUT', '/api/users/profile', { nickName: 'Moderator' });
    expect(rest.body).toMatchObject({ code: 400, message: RESERVED });
    // one's own username, and names that only contain a reserved word, are fine
    const own = await user.client.gql(UPDATE, { input: { nickName: user.username.toUpperCase(), position: '' } });
    expect(own.errors).toBeUndefined();
    expect((await user.client.gql(UPDATE, { input: { nickName: 'admiral', position: '' } })).errors).toBeUndefined();
  });

  it('updates the name pair or the nickname/position pair, trimmed', async () => {
    const user = await signUp(app);
    const names = await user.client.gql(UPDATE, { input: { firstName: '  Ada ', lastName: 'Love Lace' } });
    expect(names.data).toEqual({
      updateProfile: { firstName: 'Ada', lastName: 'Love Lace', nickName: '', position: null },
    });
    const chinese = await user.client.gql(UPDATE, { input: { firstName: '小明', lastName: '王' } });
    expect(chinese.errors).toBeUndefined();
    const profile = await user.client.gql(UPDATE, { input: { nickName: 'ada_99', position: ' Frontend engineer ' } });
    expect(profile.data).toEqual({
      updateProfile: { firstName: '小明', lastName: '王', nickName: 'ada_99', position: 'Frontend engineer' },
    });
    const cleared = await user.client.gql(UPDATE, { input: { nickName: 'ada_99', position: '' } });
    expect(cleared.data).toMatchObject({ updateProfile: { position: null } });
  });

  it("refuses input outside the spec's rules with clear messages", async () => {
    const user = await signUp(app);
    const cases: [Record<string, string>, string][] = [
      [{ firstName: '', lastName: 'X' }, 'First name is required.'],
      [{ firstName: 'Ada', lastName: '   ' }, 'Last name is required.'],
      [{ firstName: 'A'.repeat(21), lastName: 'X' }, 'Must be at most 20 characters.'],
      [{ firstName: 'Ada1', lastName: 'X' }, 'Only letters and spaces are allowed.'],
      [{ nickName: 'a' }, 'Must be at least 2 characters.'],
      [{ nickName: 'a'.repeat(17) }, 'Must be at most 16 characters.'],
      [{ nickName: 'bad-name' }, 'Only letters, numbers and underscores are allowed.'],
      [{ nickName: 'good', position: 'p'.repeat(31) }, 'Must be at most 30 characters.'],
      [{}, 'Nothing to update: send firstName and lastName, or nickName and position.'],
    ];
    for (const [input, message] of cases) {
      const result = await user.client.gql(UPDATE, { input });
      expect(result.status, message).toBe(400);
      expect(firstError(result).message).toBe(message);
    }
    expect((await client(app).gql(UPDATE, { input: { nickName: 'abc' } })).status).toBe(401);
  });
});

describe('avatar', () => {
  it('stores a PNG under a random name, serves it back, and removes the previous file', async () => {
    const user = await signUp(app);
    const first = await uploadGraphql(user.client.token!, PNG, 'me.png');
    expect(first.errors).toBeUndefined();
    const url = first.data!.uploadAvatar.avatar;
    expect(url).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]+\.png$/);
    const served = await fetch(`${app.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // a GIF named .jpg: the bytes decide the type and the extension
    const second = await user.client.upload(
      '/api/users/avatar',
      'avatar',
      new Uint8Array(GIF),
      'photo.jpg',
      'image/jpeg',
    );
    expect(second.status).toBe(200);
    const secondUrl = (second.body.data as { avatar: string }).avatar;
    expect(secondUrl).toMatch(/\.gif$/);
    expect((await fetch(`${app.baseUrl}${secondUrl}`)).status).toBe(200);
    expect(existsSync(join(app.uploadsDir, url.replace('/uploads/', '')))).toBe(false);
    expect((await fetch(`${app.baseUrl}${url}`)).status).toBe(404);
  });

  it('refuses text named .png, and files over 2 MB, with the spec messages', async () => {
    const user = await signUp(app);
    const text = new TextEncoder().encode('this is not an image at all, just text');
    const fake = await user.client.upload('/api/users/avatar', 'avatar', text, 'avatar.png', 'image/png');
    expect(fake).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'Please upload a JPG, PNG, or GIF image.',
        data: null,
        messageId: 'account.imageType',
      },
    });
    const fakeGql = await uploadGraphql(user.client.token!, Buffer.from(text), 'avatar.png');
    expect(firstError(fakeGql).message).toBe('Please upload a JPG, PNG, or GIF image.');

    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const oversize = await user.client.upload(
      '/api/users/avatar',
      'avatar',
      new Uint8Array(big),
      'big.png',
      'image/png',
    );
    expect(oversize).toEqual({
      status: 400,
      body: { code: 400, message: 'Image size cannot exceed 2MB.', data: null, messageId: 'account.imageSize' },
    });
    const oversizeGql = await uploadGraphql(user.client.token!, big, 'big.png');
    expect(oversizeGql.status).toBe(400);
    expect(firstError(oversizeGql).message).toBe('Image size cannot exceed 2MB.');
    // far too large: refused before it is read
    const huge = await user.client.upload('/api/users/avatar', 'avatar', new Uint8Array(9 * 1024 * 1024), 'huge.png');
    expect(huge.status).toBe(413);

    const noFile = await user.client.rest('POST', '/api/users/avatar', { avatar: 'x' });
    expect(noFile.body).toEqual({
      code: 400,
      message: 'Send this request as multipart/form-data with the file field "avatar".',
      data: null,
      messageId: 'http.multipartExpected',
    });
    const row = await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.avatar).toBeNull();
    // anonymous
    const anonymous = await client(app).upload('/api/users/avatar', 'avatar', new Uint8Array(PNG), 'a.png');
    expect(anonymous.status).toBe(401);
  });
});

describe('change password', () => {
  it("applies the spec's complexity rules and revokes every other session", async () => {
    const user = await signUp(app, { password: 'Old-pass1!' });
    const other = await client(app).gql<LoginData>(LOGIN, {
      input: { userNameOrMail: user.username, password: 'Old-pass1!' },
    });
    const otherToken = other.data!.login.tokens!.access.token;

    const cases: [Record<string, string>, string][] = [
      [
        { currentPassword: '', newPassword: 'New-pass1!', confirmPassword: 'New-pass1!' },
        'Current password is required.',
      ],
      [{ currentPassword: 'Old-pass1!', newPassword: '', confirmPassword: '' }, 'New password is required.'],
      [
        { currentPassword: 'Old-pass1!', newPassword: 'Ab1!', confirmPassword: 'Ab1!' },
        'Must be at least 8 characters.',
      ],
      [
        { currentPassword: 'Old-pass1!', newPassword: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
        'The password must contain a lowercase letter, an uppercase letter, a number and one of @$!%*?&.',
      ],
      [
        { currentPassword: 'Old-pass1!', newPassword: 'New-pass1!#', confirmPassword: 'New-pass1!#' },
        'The password may only contain letters, numbers and @$!%*?&.',
      ],
      [
        { currentPassword: 'Old-pass1!', newPassword: 'New@pass1', confirmPassword: '' },
        'Confirm password is required.',
      ],
      [
        { currentPassword: 'Old-pass1!', newPassword: 'New@pass1', confirmPassword: 'New@pass2' },
        'The two passwords do not match.',
      ],
      [
        { currentPassword: 'wrong-one', newPassword: 'New@pass1', confirmPassword: 'New@pass1' },
        'The current password is incorrect.',
      ],
    ];
    for (const [input, message] of cases) {
      const result = await user.client.gql(CHANGE_PASSWORD, { input });
      expect(result.status, message).toBe(400);
      expect(firstError(result).message).toBe(message);
    }

    const ok = await user.client.gql(CHANGE_PASSWORD, {
      input: { currentPassword: 'Old-pass1!', newPassword: 'New@pass1', confirmPassword: 'New@pass1' },
    });
    expect(ok.data).toEqual({ changePassword: true });
    expect((await user.client.gql('query { me { id } }')).status).toBe(200); // this session stays
    expect((await client(app, { token: otherToken }).gql('query { me { id } }')).status).toBe(401);
    const relogin = await client(app).gql(LOGIN, { input: { userNameOrMail: user.username, password: 'New@pass1' } });
    expect(relogin.errors).toBeUndefined();
  });
});

describe('login logs', () => {
  it('lists the last 90 days, newest first, with browser, OS, device and address parsed', async () => {
    const user = await signUp(app, { ip: '203.0.113.7' });
    const phone = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.1, 203.0.113.99',
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      },
      body: JSON.stringify({
        query: LOGIN,
        variables: { input: { userNameOrMail: user.username, password: user.password } },
      }),
    });
    expect(phone.status).toBe(200);
    await app.prisma.loginLog.create({
      data: { userId: user.id, browser: 'Old', createdAt: new Date(Date.now() - 91 * 24 * 3600_000) },
    });

    const logs = await user.client.gql<{
      loginLogs: { edges: { node: Record<string, string> }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    }>(
      'query { loginLogs(first: 1) { edges { node { device browser os ipAddress userAgent createdAt } } pageInfo { hasNextPage endCursor } } }',
    );
    expect(logs.errors).toBeUndefined();
    const newest = at(logs.data!.loginLogs.edges, 0).node;
    // behind one trusted proxy the client is the right-most X-Forwarded-For entry
    expect(newest).toMatchObject({
      browser: 'Mobile Safari 17',
      os: 'iOS 17.1',
      device: 'Mobile Apple iPhone',
      ipAddress: '203.0.113.99',
    });
    expect(logs.data!.loginLogs.pageInfo.hasNextPage).toBe(true);

    const rest = await user.client.rest<Record<string, string>[]>('GET', '/api/logs/login');
    expect(rest.body.code).toBe(200);
    expect(rest.body.data).toHaveLength(2);
    expect(rest.body.data[1]).toMatchObject({
      browser: 'Chrome 120',
      os: 'Windows 10',
      device: 'Desktop',
      ipAddress: '203.0.113.7',
    });
    expect(rest.body.data.map((l) => l.browser)).not.toContain('Old');
    expect((await client(app).rest('GET', '/api/logs/login')).status).toBe(401);
  });
});

describe('danger zone', () => {
  it('reset records deletes progress, answers and submissions but keeps the account', async () => {
    const user = await signUp(app);
    const problem = await app.prisma.problem.findFirstOrThrow({ include: { books: true } });
    const bookId = at(problem.books, 0).bookId;
    const userId = user.id;
    await app.prisma.problemStatus.create({ data: { userId, problemId: problem.id, status: 'RESOLVED' } });
    await app.prisma.bookProblemProgress.create({
      data: { userId, bookId, problemId: problem.id, status: 'RESOLVED' },
    });
    await app.prisma.progressEvent.create({ data: { userId, problemId: problem.id, bookId, status: 'RESOLVED' } });
    await app.prisma.submission.create({ data: { userId, problemId: problem.id, status: 'success' } });
    await app.prisma.savedSolution.create({ data: { userId, problemId: problem.id, title: 'v1' } });
    await app.prisma.bookSubscription.create({ data: { userId, bookId, status: 'subscribed' } });

    const result = await user.client.rest('DELETE', '/api/users/records');
    expect(result).toEqual({ status: 200, body: { code: 200, message: 'success', data: true } });
    const where = { where: { userId } };
    expect(await app.prisma.problemStatus.count(where)).toBe(0);
    expect(await app.prisma.bookProblemProgress.count(where)).toBe(0);
    expect(await app.prisma.progressEvent.count(where)).toBe(0);
    expect(await app.prisma.submission.count(where)).toBe(0);
    expect(await app.prisma.savedSolution.count(where)).toBe(0);
    expect(await app.prisma.bookSubscription.count(where)).toBe(1);
    expect((await user.client.gql('query { me { id } }')).status).toBe(200);
  });

  it('deletes the account only when the typed username matches exactly', async () => {
    const user = await signUp(app);
    const wrong = await user.client.rest('DELETE', '/api/users/account', {
      confirmUsername: user.username.toUpperCase(),
    });
    expect(wrong).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'The confirmation does not match your username.',
        data: null,
        messageId: 'account.confirmationMismatch',
      },
    });
    const ok = await user.client.rest('DELETE', '/api/users/account', {
      confirmUsername: user.username,
      currentPassword: user.password,
    });
    expect(ok.body).toEqual({ code: 200, message: 'success', data: true });
    expect(await app.prisma.user.count({ where: { id: user.id } })).toBe(0);
    expect(await app.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await user.client.gql('query { me { id } }')).status).toBe(401);
  });
});
