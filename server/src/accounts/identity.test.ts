// Proving who you are again before a sensitive change (issue #26): the current password is
// throttled and locked out exactly like sign-in (same buckets, same lockout, parallel guesses
// included); turning two-factor off, changing the password or email and deleting the account
// need the password and, while two-factor is on, a code; enabling two-factor or changing the
// password signs out the other sessions unless the user keeps them.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { type GqlResult, LOGIN, type LoginData, client, signUp } from '../../test/client';
import { firstError } from '../../test/at';

const CHANGE_PASSWORD =
  'mutation ($input: ChangePasswordInput!, $keep: Boolean) { changePassword(input: $input, keepOtherSessions: $keep) }';
const CHANGE_EMAIL = 'mutation ($input: ChangeEmailInput!) { changeEmail(input: $input) { email } }';
const SETUP = 'mutation { setupTwoFactor { secret } }';
const ENABLE =
  'mutation ($code: String!, $keep: Boolean) { enableTwoFactor(code: $code, keepOtherSessions: $keep) { recoveryCodes } }';
const DISABLE =
  'mutation ($p: String!, $c: String) { disableTwoFactor(currentPassword: $p, twoFactorCode: $c) { twoFactorAuth } }';
const DELETE =
  'mutation ($u: String!, $p: String!, $c: String) { deleteAccount(confirmUsername: $u, currentPassword: $p, twoFactorCode: $c) }';
const ME = 'query { me { id } }';

const INCORRECT = 'The current password is incorrect.';
const NEW_PASSWORD = 'NewPass1!@';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
});
afterAll(() => app?.close());

const codeAt = (secret: string, offsetSteps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** a second sign-in of the same user (another device) */
async function otherSession(user: { username: string; password: string }) {
  const login = await client(app).gql<LoginData>(LOGIN, {
    input: { userNameOrMail: user.username, password: user.password },
  });
  return client(app, { token: login.data!.login.tokens!.access.token });
}

async function withTwoFactor(keep = true) {
  const user = await signUp(app);
  const { secret } = (await user.client.gql<{ setupTwoFactor: { secret: string } }>(SETUP)).data!.setupTwoFactor;
  const enabled = await user.client.gql<{ enableTwoFactor: { recoveryCodes: string[] } }>(ENABLE, {
    code: codeAt(secret, 0),
    keep,
  });
  if (enabled.errors) throw new Error(firstError(enabled).message);
  return { ...user, secret, recoveryCodes: enabled.data!.enableTwoFactor.recoveryCodes };
}

const message = (result: GqlResult<unknown>) => result.errors?.[0]?.message;

describe('the current password is throttled like sign-in', () => {
  for (const flow of ['changePassword', 'changeEmail'] as const) {
    it(`${flow}: 40 parallel wrong guesses, at most 5 evaluated; then the account is locked, sign-in too`, async () => {
      const user = await signUp(app);
      const attempt = (password: string) =>
        flow === 'changePassword'
          ? user.client.gql(CHANGE_PASSWORD, {
              input: { currentPassword: password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
            })
          : user.client.gql(CHANGE_EMAIL, {
              input: { currentPassword: password, newEmail: `x${user.email}`, emailCode: '123456' },
            });
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`wrong-password-${i}`)));
      const evaluated = answers.filter((a) => message(a) === INCORRECT).length;
      expect(evaluated).toBeLessThanOrEqual(5);
      for (const answer of answers) {
        if (message(answer) !== INCORRECT) {
          expect(answer.status).toBe(429);
          expect(firstError(answer).extensions!.code).toBe('RATE_LIMITED');
        }
      }
      // the right password is refused now, here and at sign-in (one lockout)
      const right = await attempt(user.password);
      expect(right.status).toBe(429);
      const login = await client(app).gql(LOGIN, { input: { userNameOrMail: user.username, password: user.password } });
      expect(login.status).toBe(429);
      const row = await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    });
  }

  it('wrong guesses in settings and at sign-in add up to one lockout', async () => {
    const user = await signUp(app);
    for (let i = 0; i < 2; i++) {
      const login = await client(app).gql(LOGIN, { input: { userNameOrMail: user.email, password: 'wrong-one' } });
      // a refused sign-in is an expected outcome: 200 with the error (graphql/expected-outcomes.ts)
      expect(login.status).toBe(200);
      expect(login.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    for (let i = 0; i < 2; i++) {
      const wrong = await user.client.gql(CHANGE_PASSWORD, {
        input: { currentPassword: 'wrong-one', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(message(wrong)).toBe(INCORRECT);
    }
    // the 5th wrong answer in a row, wherever it is given, locks
    const fifth = await user.client.gql(DISABLE, { p: 'wrong-one' });
    expect(fifth.status).toBe(429);
    expect(firstError(fifth).extensions).toMatchObject({ reason: 'ACCOUNT_LOCKED' });
    const row = await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it("spends sign-in's per-account budget (the same keys as a sign-in by username or email)", async () => {
    const user = await signUp(app);
    // sign-in's budget is 15 tries per account in 15 minutes; signUp used one
    for (let i = 0; i < 14; i++) {
      const login = await client(app).gql(LOGIN, { input: { userNameOrMail: user.username, password: user.password } });
      expect(login.errors).toBeUndefined();
    }
    const limited = await user.client.gql(CHANGE_PASSWORD, {
      input: { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(firstError(limited).extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(firstError(limited).extensions!.reason).toBeUndefined();

    // and the other way round: wrong passwords in settings spend the email's sign-in budget
    // (a right one gives its try back: the budget counts guesses)
    const other = await signUp(app);
    const change = (currentPassword: string) =>
      other.client.gql(CHANGE_PASSWORD, {
        input: { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        keep: true,
      });
    for (let i = 0; i < 4; i++) expect(message(await change('wrong-password'))).toBe(INCORRECT);
    const byEmail = () => client(app).gql(LOGIN, { input: { userNameOrMail: other.email, password: other.password } });
    // 15 tries per account: 4 spent in the settings, 11 sign-ins left
    for (let i = 0; i < 11; i++) expect((await byEmail()).errors, `sign-in ${i + 1}`).toBeUndefined();
    expect((await byEmail()).status).toBe(429);
  });
});

describe('sensitive changes need the password, and a code while two-factor is on', () => {
  it('turning two-factor off', async () => {
    const user = await withTwoFactor();
    const noArgument = await user.client.gql('mutation { disableTwoFactor { twoFactorAuth } }');
    expect(message(noArgument)).toMatch(/Argument "currentPassword" of required type "String!" was not provided/);
    expect(message(await user.client.gql(DISABLE, { p: '' }))).toBe('Current password is required.');
    expect(message(await user.client.gql(DISABLE, { p: 'wrong-password' }))).toBe(INCORRECT);
    expect(message(await user.client.gql(DISABLE, { p: user.password }))).toBe(
      'Two-factor authentication is on: enter the code from your authenticator app or a recovery code.',
    );
    expect(message(await user.client.gql(DISABLE, { p: user.password, c: '000000' }))).toBe(
      'The code is incorrect. Please try again.',
    );
    const toggle = await user.client.rest('POST', '/api/users/toggle-2fa', {});
    expect(toggle.body.message).toBe('Current password is required.');
    expect((await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorEnabled).toBe(true);

    const off = await user.client.gql<{ disableTwoFactor: { twoFactorAuth: boolean } }>(DISABLE, {
      p: user.password,
      c: codeAt(user.secret, 1),
    });
    expect(off.errors).toBeUndefined();
    expect(off.data!.disableTwoFactor.twoFactorAuth).toBe(false);
  });

  it('changing the password or email with two-factor on', async () => {
    const user = await withTwoFactor();
    const input = { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const noCode = await user.client.gql(CHANGE_PASSWORD, { input });
    expect(firstError(noCode).extensions).toMatchObject({ field: 'twoFactorCode' });
    const email = await user.client.gql(CHANGE_EMAIL, {
      input: { currentPassword: user.password, newEmail: `x${user.email}`, emailCode: '123456' },
    });
    expect(firstError(email).extensions).toMatchObject({ field: 'twoFactorCode' });
    const changed = await user.client.gql(CHANGE_PASSWORD, {
      input: { ...input, twoFactorCode: user.recoveryCodes[0] },
    });
    expect(changed.errors).toBeUndefined();
    // a recovery code works once
    const again = await user.client.gql(CHANGE_PASSWORD, {
      input: {
        currentPassword: NEW_PASSWORD,
        newPassword: user.password,
        confirmPassword: user.password,
        twoFactorCode: user.recoveryCodes[0],
      },
    });
    expect(message(again)).toBe('The code is incorrect. Please try again.');
  });

  it('deleting the account', async () => {
    const user = await signUp(app);
    const noPassword = await user.client.gql('mutation ($u: String!) { deleteAccount(confirmUsername: $u) }', {
      u: user.username,
    });
    expect(message(noPassword)).toMatch(/Argument "currentPassword" of required type "String!" was not provided/);
    expect(message(await user.client.gql(DELETE, { u: user.username, p: 'wrong-password' }))).toBe(INCORRECT);
    const restWrong = await user.client.rest('DELETE', '/api/users/account', { confirmUsername: user.username });
    expect(restWrong.body.message).toBe('Current password is required.');
    expect(await app.prisma.user.count({ where: { id: user.id } })).toBe(1);
    expect((await user.client.gql(DELETE, { u: user.username, p: user.password })).data).toEqual({
      deleteAccount: true,
    });
    expect(await app.prisma.user.count({ where: { id: user.id } })).toBe(0);

    const guarded = await withTwoFactor();
    const noCode = await guarded.client.gql(DELETE, { u: guarded.username, p: guarded.password });
    expect(firstError(noCode).extensions).toMatchObject({ field: 'twoFactorCode' });
    const deleted = await guarded.client.gql(DELETE, {
      u: guarded.username,
      p: guarded.password,
      c: codeAt(guarded.secret, 1),
    });
    expect(deleted.data).toEqual({ deleteAccount: true });
  });
});

describe('other sessions end', () => {
  it('enabling two-factor signs out the other sessions and keeps this one', async () => {
    const user = await signUp(app);
    const other = await otherSession(user);
    expect((await other.gql(ME)).status).toBe(200);
    const { secret } = (await user.client.gql<{ setupTwoFactor: { secret: string } }>(SETUP)).data!.setupTwoFactor;
    const enabled = await user.client.gql(ENABLE, { code: codeAt(secret, 0) });
    expect(enabled.errors).toBeUndefined();
    expect((await other.gql(ME)).status).toBe(401);
    expect((await user.client.gql(ME)).status).toBe(200);
    expect(
      await app.prisma.session.count({ where: { userId: user.id, revokedAt: null, familyId: { not: undefined } } }),
    ).toBe(1);
  });

  it('enabling two-factor with keepOtherSessions keeps them', async () => {
    const user = await signUp(app);
    const other = await otherSession(user);
    const { secret } = (await user.client.gql<{ setupTwoFactor: { secret: string } }>(SETUP)).data!.setupTwoFactor;
    expect((await user.client.gql(ENABLE, { code: codeAt(secret, 0), keep: true })).errors).toBeUndefined();
    expect((await other.gql(ME)).status).toBe(200);
  });

  it('changing the password signs out the other sessions unless keepOtherSessions', async () => {
    const user = await signUp(app);
    const kept = await otherSession(user);
    const input = { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await user.client.gql(CHANGE_PASSWORD, { input, keep: true })).errors).toBeUndefined();
    expect((await kept.gql(ME)).status).toBe(200);

    const back = { currentPassword: NEW_PASSWORD, newPassword: user.password, confirmPassword: user.password };
    expect((await user.client.gql(CHANGE_PASSWORD, { input: back })).errors).toBeUndefined();
    expect((await kept.gql(ME)).status).toBe(401);
    expect((await user.client.gql(ME)).status).toBe(200);
  });
});
