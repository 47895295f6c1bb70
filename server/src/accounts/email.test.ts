// Email verification and change of address: codes mailed over real SMTP, the 60 s cooldown
// enforced by the server, expiry, wrong tries, and the address-change rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { client, signUp, uniqueName } from '../../test/client';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { at, captured, firstError } from '../../test/at';

const SEND = 'mutation ($email: String) { sendVerificationCode(email: $email) }';
const VERIFY = 'mutation ($code: String!) { verifyEmail(code: $code) { isVerified email } }';
const CHANGE = 'mutation ($input: ChangeEmailInput!) { changeEmail(input: $input) { email isVerified } }';

let app: TestServer;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestServer({ seeded: false, accounts: { smtpUrl: inbox.url } });
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

const codeIn = (text: string) => captured(/\b(\d{6})\b/, text);
/** moves the user's codes 61 s into the past, as if the cooldown had passed */
const afterCooldown = (userId: string) =>
  app.prisma
    .$executeRaw`UPDATE "EmailCode" SET "createdAt" = "createdAt" - interval '61 seconds' WHERE "userId" = ${userId}`;

describe('email verification', () => {
  it('mails a code at registration; the server enforces the cooldown; the code verifies the address', async () => {
    const user = await signUp(app);
    const first = await inbox.waitFor(user.email, /verification code/i);
    const code = codeIn(first.text);
    expect(first.subject).toContain(code);

    const tooSoon = await user.client.gql(SEND);
    expect(tooSoon.status).toBe(429);
    expect(firstError(tooSoon).message).toMatch(/^Please wait (\d+) seconds before requesting another code\.$/);
    const seconds = firstError(tooSoon).extensions!.retryAfterSeconds as number;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(firstError(tooSoon).message).toContain(`wait ${seconds} seconds`);

    const wrong = await user.client.gql(VERIFY, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(firstError(wrong).message).toBe('The verification code is incorrect or has expired.');
    const short = await user.client.gql(VERIFY, { code: '123' });
    expect(firstError(short).message).toBe('The code must be 6 characters.');
    const empty = await user.client.gql(VERIFY, { code: '' });
    expect(firstError(empty).message).toBe('Verification code is required.');

    const ok = await user.client.gql<{ verifyEmail: { isVerified: boolean } }>(VERIFY, { code });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.verifyEmail.isVerified).toBe(true);

    await afterCooldown(user.id);
    const already = await user.client.gql(SEND);
    expect(firstError(already).message).toBe('Your email address is already verified.');
  });

  it('a resent code replaces the old one; codes expire; five wrong tries burn a code', async () => {
    const user = await signUp(app);
    const firstCode = codeIn((await inbox.waitFor(user.email, /verification code/i)).text);
    await afterCooldown(user.id);
    expect((await user.client.gql(SEND)).data).toEqual({ sendVerificationCode: true });
    await app.services.mailer.idle();
    const mails = inbox.mails.filter((m) => m.to.includes(user.email));
    const secondCode = codeIn(at(mails, -1).text);
    if (firstCode !== secondCode) {
      expect((await user.client.gql(VERIFY, { code: firstCode })).status).toBe(400);
    }

    await app.prisma.emailCode.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(firstError(await user.client.gql(VERIFY, { code: secondCode })).message).toBe(
      'The verification code is incorrect or has expired.',
    );

    await afterCooldown(user.id);
    await user.client.gql(SEND);
    await app.services.mailer.idle();
    const all = inbox.mails.filter((m) => m.to.includes(user.email));
    const third = codeIn(at(all, -1).text);
    const wrong = third === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) await user.client.gql(VERIFY, { code: wrong });
    const burnt = await user.client.gql(VERIFY, { code: third });
    expect(firstError(burnt).message).toBe('Too many wrong codes. Please request a new code.');
  });

  it('needs a session', async () => {
    expect((await client(app).gql(SEND)).status).toBe(401);
    expect((await client(app).gql(VERIFY, { code: '123456' })).status).toBe(401);
  });
});

describe('change email', () => {
  it('needs the current password and a code sent to the new, unused address', async () => {
    const user = await signUp(app);
    const other = await signUp(app);
    const newEmail = `${uniqueName('new')}@example.test`;

    const taken = await user.client.gql(SEND, { email: other.email });
    expect(taken.status).toBe(409);
    expect(firstError(taken).message).toBe('This email address is already in use.');
    const invalid = await user.client.gql(SEND, { email: 'not-an-email' });
    expect(firstError(invalid).message).toBe('Please enter a valid email address.');
    const same = await user.client.gql(SEND, { email: user.email });
    expect(firstError(same).message).toBe('This is already your email address.');

    expect((await user.client.gql(SEND, { email: newEmail })).data).toEqual({ sendVerificationCode: true });
    const code = codeIn((await inbox.waitFor(newEmail, /verification code/i)).text);
    const again = await user.client.gql(SEND, { email: newEmail });
    expect(again.status).toBe(429);

    const wrongPassword = await user.client.gql(CHANGE, {
      input: { currentPassword: 'not-my-password', newEmail, emailCode: code },
    });
    expect(wrongPassword.status).toBe(400);
    expect(firstError(wrongPassword).message).toBe('The current password is incorrect.');
    expect(firstError(wrongPassword).message).toContain('password');
    const wrongCode = await user.client.gql(CHANGE, {
      input: { currentPassword: user.password, newEmail, emailCode: code === '000000' ? '111111' : '000000' },
    });
    expect(firstError(wrongCode).message).toContain('code');
    const otherAddress = await user.client.gql(CHANGE, {
      input: { currentPassword: user.password, newEmail: `${uniqueName('x')}@example.test`, emailCode: code },
    });
    expect(firstError(otherAddress).message).toBe('The verification code is incorrect or has expired.');
    const missing = await user.client.gql(CHANGE, { input: { currentPassword: '', newEmail, emailCode: code } });
    expect(firstError(missing).message).toBe('Current password is required.');

    const changed = await user.client.gql<{ changeEmail: { email: string; isVerified: boolean } }>(CHANGE, {
      input: { currentPassword: user.password, newEmail: newEmail.toUpperCase(), emailCode: code },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changeEmail).toEqual({ email: newEmail, isVerified: true });
    // the old address hears about it
    await inbox.waitFor(user.email, /Security notice/);
  });
});

describe('guessing a code (issue #26)', () => {
  const WRONG = 'The verification code is incorrect or has expired.';
  const BURNT = 'Too many wrong codes. Please request a new code.';
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  /** 60 parallel wrong guesses: how many were compared with the code (answered "incorrect") */
  async function race(send: (i: number) => Promise<{ status: number; errors?: { message: string }[] }>) {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => send(i)));
    for (const answer of answers) {
      expect(answer.errors, 'no wrong guess succeeds').toBeDefined();
      // each answer is "incorrect" (evaluated), "too many" (the code is burnt) or a rate limit
      expect([WRONG, BURNT]).toContain(answer.status === 429 ? BURNT : firstError(answer).message);
    }
    return answers.filter((a) => firstError(a).message === WRONG).length;
  }

  it('verifyEmail: 60 parallel wrong guesses, at most 5 evaluated; the right code after them fails', async () => {
    const user = await signUp(app);
    const code = codeIn((await inbox.waitFor(user.email, /verification code/i)).text);
    // every guess from another client address: the per-account limits still hold
    const evaluated = await race(() => client(app, { token: user.client.token }).gql(VERIFY, { code: wrongFor(code) }));
    expect(evaluated).toBeLessThanOrEqual(5);
    const row = await app.prisma.emailCode.findFirstOrThrow({ where: { userId: user.id, purpose: 'verify_email' } });
    expect(row.attempts).toBeLessThanOrEqual(5);
    const right = await user.client.gql(VERIFY, { code });
    expect(right.errors).toBeDefined();
    expect((await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).isVerified).toBe(false);
  });

  it('the attempt count alone holds: with the rate limits lifted, exactly 5 of 60 are evaluated', async () => {
    const lenient = await startTestServer({
      seeded: false,
      accounts: { smtpUrl: inbox.url },
      rateLimits: {
        codeCheckIp: { points: 10_000, duration: 60 },
        codeCheckAccount: { points: 10_000, duration: 60 },
      },
    });
    try {
      const user = await signUp(lenient);
      const code = codeIn((await inbox.waitFor(user.email, /verification code/i)).text);
      const evaluated = await race(() => user.client.gql(VERIFY, { code: wrongFor(code) }));
      expect(evaluated).toBe(5);
      const row = await lenient.prisma.emailCode.findFirstOrThrow({
        where: { userId: user.id, purpose: 'verify_email' },
      });
      expect(row.attempts).toBe(5);
      const right = await user.client.gql(VERIFY, { code });
      expect(firstError(right).message).toBe(BURNT);
      expect((await lenient.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).isVerified).toBe(false);
    } finally {
      await lenient.close();
    }
  });

  it('changeEmail shares the path: at most 5 of 60 parallel wrong codes evaluated; the right code then fails', async () => {
    const user = await signUp(app);
    const newEmail = `${uniqueName('race')}@example.test`;
    await user.client.gql(SEND, { email: newEmail });
    const code = codeIn((await inbox.waitFor(newEmail, /verification code/i)).text);
    const evaluated = await race(() =>
      user.client.gql(CHANGE, { input: { currentPassword: user.password, newEmail, emailCode: wrongFor(code) } }),
    );
    expect(evaluated).toBeLessThanOrEqual(5);
    const right = await user.client.gql(CHANGE, {
      input: { currentPassword: user.password, newEmail, emailCode: code },
    });
    expect(right.errors).toBeDefined();
    expect((await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it('limits code checks per account across codes and client addresses', async () => {
    const user = await signUp(app);
    let code = codeIn((await inbox.waitFor(user.email, /verification code/i)).text);
    const answers: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) {
        const c = client(app, { token: user.client.token });
        answers.push((await c.gql(VERIFY, { code: wrongFor(code) })).status);
      }
      await afterCooldown(user.id);
      await user.client.gql(SEND);
      await app.services.mailer.idle();
      const mails = inbox.mails.filter((m) => m.to.includes(user.email));
      code = codeIn(at(mails, -1).text);
    }
    // 10 checks per account in 15 minutes, whichever code and address
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
    const limited = await client(app, { token: user.client.token }).gql(VERIFY, { code });
    expect(limited.status).toBe(429);
    expect(firstError(limited).extensions).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
