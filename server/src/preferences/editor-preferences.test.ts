// Editor preferences, remembered per account: stored and read through real GraphQL and the REST
// paths, validated in the reader's words, one account's never another's, read by tokens but
// written with a sign-in only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';

const READ = '{ editorPreferences { keymap autocomplete fontSize editorTheme } }';
const SET = `mutation ($input: SetEditorPreferencesInput!) {
  setEditorPreferences(input: $input) { keymap autocomplete fontSize editorTheme } }`;

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
});
afterAll(() => app?.close());

async function tokenOf(owner: Awaited<ReturnType<typeof signUp>>, scope: string) {
  const created = await owner.client.gql<{ createApiToken: { token: string } }>(
    'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
    { input: { name: 'tool', scope, expiresInDays: 7 } },
  );
  return created.data!.createApiToken.token;
}

describe('editor preferences', () => {
  it('are null until saved, then change only the fields given', async () => {
    const { client: learner } = await signUp(app);
    expect((await learner.gql(READ)).data).toEqual({ editorPreferences: null });
    const first = await learner.gql(SET, { input: { keymap: 'vim' } });
    expect(first.data).toEqual({
      setEditorPreferences: { keymap: 'vim', autocomplete: true, fontSize: null, editorTheme: null },
    });
    await learner.gql(SET, { input: { autocomplete: false, fontSize: 16, editorTheme: 'github-dark' } });
    await learner.gql(SET, { input: { fontSize: null } });
    expect((await learner.gql(READ)).data).toEqual({
      editorPreferences: { keymap: 'vim', autocomplete: false, fontSize: null, editorTheme: 'github-dark' },
    });
  });

  it('refuse bad values in the reader’s words and keep what was stored', async () => {
    const { client: learner } = await signUp(app);
    await learner.gql(SET, { input: { keymap: 'emacs' } });
    const cases: [Record<string, unknown>, string][] = [
      [{ keymap: 'nano' }, 'The keymap is default, vim or emacs.'],
      [{ keymap: null }, 'The keymap is default, vim or emacs.'],
      [{ autocomplete: null }, 'Autocomplete is true or false.'],
      [{ fontSize: 9 }, 'The font size is a whole number from 10 to 24.'],
      [{ fontSize: 25 }, 'The font size is a whole number from 10 to 24.'],
      [{ editorTheme: '../evil' }, 'An editor theme is an id of at most 60 lowercase letters, digits and dashes.'],
      [{ editorTheme: 'a'.repeat(61) }, 'An editor theme is an id of at most 60 lowercase letters, digits and dashes.'],
      [{}, 'Give at least one preference to change.'],
    ];
    for (const [input, message] of cases) {
      const result = await learner.gql(SET, { input });
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const zh = client(app, { token: learner.token, locale: 'zh-CN' });
    expect((await zh.gql(SET, { input: { fontSize: 99 } })).errors?.[0]?.message).toBe('字号须为 10 到 24 的整数。');
    expect((await learner.gql(READ)).data).toMatchObject({ editorPreferences: { keymap: 'emacs', fontSize: null } });
  });

  it('need a sign-in; a token reads its owner’s own but cannot write; no one reads another’s', async () => {
    const visitor = await client(app).gql(READ);
    expect(visitor.errors?.[0]).toMatchObject({ message: 'Please sign in first.' });
    const owner = await signUp(app);
    const other = await signUp(app);
    await owner.client.gql(SET, { input: { keymap: 'vim' } });
    await other.client.gql(SET, { input: { keymap: 'emacs' } });

    const tool = client(app, { token: await tokenOf(other, 'read') });
    expect((await tool.gql(READ)).data).toEqual({
      editorPreferences: { keymap: 'emacs', autocomplete: true, fontSize: null, editorTheme: null },
    });
    const writer = client(app, { token: await tokenOf(owner, 'progress') });
    const refused = await writer.gql(SET, { input: { keymap: 'default' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await owner.client.gql(READ)).data).toMatchObject({ editorPreferences: { keymap: 'vim' } });
  });

  it('answer on the REST paths in the envelope', async () => {
    const { client: learner } = await signUp(app);
    expect(await learner.rest('GET', '/api/users/editor-preferences')).toEqual({
      status: 200,
      body: { code: 200, message: 'success', data: null },
    });
    const put = await learner.rest('PUT', '/api/users/editor-preferences', { keymap: 'emacs', autocomplete: false });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ code: 200, data: { keymap: 'emacs', autocomplete: false, fontSize: null } });
    const bad = await learner.rest('PUT', '/api/users/editor-preferences', { fontSize: 3 });
    expect(bad).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'The font size is a whole number from 10 to 24.',
        data: null,
        messageId: 'preferences.fontSize',
      },
    });
    const got = await learner.rest('GET', '/api/users/editor-preferences');
    expect(got.body).toMatchObject({ data: { keymap: 'emacs', autocomplete: false } });
    expect((await client(app).rest('GET', '/api/users/editor-preferences')).status).toBe(401);
  });
});
