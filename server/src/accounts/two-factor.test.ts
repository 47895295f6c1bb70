// Two-factor authentication end to end with real TOTP codes computed in the test.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { decryptSecret } from './secrets';
import { LOGIN, type LoginData, client, signUp } from '../../test/client';
import { at, firstError } from '../../test/at';

const SETUP = 'mutation { setupTwoFactor { secret otpauthUrl qrCode } }';
const ENABLE = 'mutation ($code: String!) { enableTwoFactor(code: $code) { recoveryCodes user { twoFactorAuth } } }';
const LOGIN_2FA = `mutation ($input: TwoFactorLoginInput!) { loginWithTwoFactor(input: $input) {
  tokens { access { token } refresh { token } } user { username twoFactorAuth } twoFactorRequired } }`;

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
});
afterAll(() => app?.close());

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
/** a valid code of another time step than `now` (the server accepts each step once) */
const codeAt = (secret: string, offsetSteps: number) =>
  totp(secret).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function userWithTwoFactor() {
  const user = await signUp(app);
  const setup = await user.client.gql<{ setupTwoFactor: { secret: string; otpauthUrl: string; qrCode: string } }>(
    SETUP,
  );
  const { secret } = setup.data!.setupTwoFactor;
  const enabled = await user.client.gql<{ enableTwoFactor: { recoveryCodes: string[] } }>(ENABLE, {
    code: codeAt(secret, 0),
  });
  if (enabled.errors) throw new Error(firstError(enabled).message);
  return { ...user, secret, recoveryCodes: enabled.data!.enableTwoFactor.recoveryCodes };
}

async function challengeFor(user: { username: string; password: string }) {
  const login = await client(app).gql<LoginData>(LOGIN, {
    input: { userNameOrMail: user.username, password: user.password },
  });
  expect(login.data!.login).toMatchObject({ twoFactorRequired: true, tokens: null, user: null });
  return login.data!.login.twoFactorChallenge!;
}

describe('two-factor setup', () => {
  it('answers a secret, its otpauth URI and a PNG QR code; stores the secret encrypted; a code turns it on', async () => {
    const user = await signUp(app);
    const setup = await user.client.gql<{ setupTwoFactor: { secret: string; otpauthUrl: string; qrCode: string } }>(
      SETUP,
    );
    expect(setup.errors).toBeUndefined();
    const { secret, otpauthUrl, qrCode } = setup.data!.setupTwoFactor;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Frontend%20Forge:/);
    expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
    expect(qrCode.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(qrCode.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

    const row = await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorSecret).not.toContain(secret);
    expect(decryptSecret(app.services.accounts.deps.keys, row.twoFactorSecret!)).toBe(secret);

    // not yet on: login still answers tokens
    const plain = await client(app).gql<LoginData>(LOGIN, {
      input: { userNameOrMail: user.username, password: user.password },
    });
    expect(plain.data!.login.twoFactorRequired).toBe(false);

    const wrong = await user.client.gql(ENABLE, { code: '000000' === codeAt(secret, 0) ? '111111' : '000000' });
    expect(firstError(wrong).message).toBe('The code is incorrect. Please try again.');
    const short = await user.client.gql(ENABLE, { code: '12' });
    expect(firstError(short).message).toBe('The code must be 6 characters.');
    const enabled = await user.client.gql<{
      enableTwoFactor: { recoveryCodes: string[]; user: { twoFactorAuth: boolean } };
    }>(ENABLE, { code: codeAt(secret, 0) });
    expect(enabled.errors).toBeUndefined();
    expect(enabled.data!.enableTwoFactor.user.twoFactorAuth).toBe(true);
    const codes = enabled.data!.enableTwoFactor.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await app.prisma.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);

    const again = await user.client.gql(SETUP);
    expect(firstError(again).message).toBe('Two-factor authentication is already on.');
  });
});

describe('sign-in with two factors', () => {
  it('login answers a challenge; a TOTP code completes it; the same code is not accepted twice', async () => {
    const user = await userWithTwoFactor();
    const challenge = await challengeFor(user);
    const code = codeAt(user.secret, 1 /* next step: the enable used this one */);
    // within the ±1 step window
    const done = await client(app).gql<{
      loginWithTwoFactor: { tokens: { access: { token: string } }; user: { username: string } };
    }>(LOGIN_2FA, { input: { challenge, code } });
    expect(done.errors).toBeUndefined();
    expect(done.data!.loginWithTwoFactor.user.username).toBe(user.username);
    const token = done.data!.loginWithTwoFactor.tokens.access.token;
    expect((await client(app, { token }).gql('query { me { twoFactorAuth } }')).data).toEqual({
      me: { twoFactorAuth: true },
    });

    const replay = await client(app).gql(LOGIN_2FA, { input: { challenge: await challengeFor(user), code } });
    expect(replay.status).toBe(400);
    expect(firstError(replay).message).toBe('The code is incorrect. Please try again.');
  });

  it('a recovery code works once', async () => {
    const user = await userWithTwoFactor();
    const recovery = at(user.recoveryCodes, 3, 'a recovery code');
    const first = await client(app).gql(LOGIN_2FA, {
      input: { challenge: await challengeFor(user), code: recovery.toLowerCase() },
    });
    expect(first.errors).toBeUndefined();
    const second = await client(app).gql(LOGIN_2FA, { input: { challenge: await challengeFor(user), code: recovery } });
    expect(firstError(second).message).toBe('The code is incorrect. Please try again.');
    const used = await app.prisma.recoveryCode.count({ where: { userId: user.id, usedAt: { not: null } } });
    expect(used).toBe(1);
  });

  it('refuses a forged, expired or foreign challenge, and wrong codes count towards the lockout', async () => {
    const user = await userWithTwoFactor();
    const forged = await client(app).gql(LOGIN_2FA, { input: { challenge: 'abc.def.ghi', code: '123456' } });
    expect(firstError(forged).message).toBe('The sign-in step has expired. Please sign in again with your password.');
    // an access token is not a challenge
    const notChallenge = await client(app).gql(LOGIN_2FA, {
      input: { challenge: user.tokens.access.token, code: '123456' },
    });
    expect(notChallenge.status).toBe(400);

    const challenge = await challengeFor(user);
    const bad = codeAt(user.secret, 5); // far outside the window
    for (let i = 0; i < 4; i++) {
      expect((await client(app).gql(LOGIN_2FA, { input: { challenge, code: bad } })).status).toBe(400);
    }
    const locked = await client(app).gql(LOGIN_2FA, { input: { challenge, code: bad } });
    expect(locked.status).toBe(429);
    expect(firstError(locked).message).toMatch(/locked for 15 minutes/);
    const evenRight = await client(app).gql(LOGIN_2FA, { input: { challenge, code: user.recoveryCodes[0] } });
    expect(evenRight.status).toBe(429);
  });

  it('works over REST: POST /api/auth/login then /api/auth/login/2fa', async () => {
    const user = await userWithTwoFactor();
    const c = client(app);
    const first = await c.rest<{ twoFactorRequired: boolean; twoFactorChallenge: string; tokens: null }>(
      'POST',
      '/api/auth/login',
      {
        userNameOrMail: user.username,
        password: user.password,
      },
    );
    expect(first.body.data).toMatchObject({ twoFactorRequired: true, tokens: null, user: null });
    const second = await c.rest<{ tokens: { access: { token: string } } }>('POST', '/api/auth/login/2fa', {
      challenge: first.body.data.twoFactorChallenge,
      code: user.recoveryCodes[9],
    });
    expect(second.body.code).toBe(200);
    expect(second.body.data.tokens.access.token).toBeTruthy();
  });
});

describe('turning it off', () => {
  it('toggle turns it off when on, and when off asks to use the setup', async () => {
    const user = await userWithTwoFactor();
    const off = await user.client.rest<{ twoFactorAuth: boolean }>('POST', '/api/users/toggle-2fa', {
      currentPassword: user.password,
      code: codeAt(user.secret, 1),
    });
    expect(off.body).toMatchObject({ code: 200, data: { twoFactorAuth: false } });
    expect(await app.prisma.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    const row = await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.twoFactorSecret).toBeNull();
    const plain = await client(app).gql<LoginData>(LOGIN, {
      input: { userNameOrMail: user.username, password: user.password },
    });
    expect(plain.data!.login.twoFactorRequired).toBe(false);

    const on = await user.client.rest('POST', '/api/users/toggle-2fa', { currentPassword: user.password });
    expect(on.status).toBe(400);
    expect(on.body.message).toMatch(/^To turn on two-factor authentication, scan the QR code/);
  });

  it('disableTwoFactor turns it off; a challenge issued before no longer works', async () => {
    const user = await userWithTwoFactor();
    const challenge = await challengeFor(user);
    const off = await user.client.gql<{ disableTwoFactor: { twoFactorAuth: boolean } }>(
      'mutation ($p: String!, $c: String) { disableTwoFactor(currentPassword: $p, twoFactorCode: $c) { twoFactorAuth } }',
      { p: user.password, c: user.recoveryCodes[5] },
    );
    expect(off.data!.disableTwoFactor.twoFactorAuth).toBe(false);
    const stale = await client(app).gql(LOGIN_2FA, { input: { challenge, code: user.recoveryCodes[0] } });
    expect(stale.status).toBe(400);
  });
});
