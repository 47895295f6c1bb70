// The contact form: validated with the spec's rules, stored, mailed to the team over SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { client, signUp } from '../../test/client';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';

let app: TestServer;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestServer({
    seeded: false,
    accounts: { smtpUrl: inbox.url, contactTo: 'team@example.test' },
    rateLimits: { contactIp: { points: 2, duration: 600 } },
  });
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

const SUBMIT = 'mutation ($input: ContactInput!) { submitContact(input: $input) }';

describe('contact form', () => {
  it('stores the message and mails the team, with Reply-To the sender (REST)', async () => {
    const c = client(app);
    const sent = await c.rest('POST', '/api/contact', {
      name: 'Lin <script>',
      email: 'lin@example.test',
      message: 'Hello team, the <b>judge</b> is great!',
    });
    expect(sent).toEqual({ status: 200, body: { code: 200, message: 'success', data: true } });
    const stored = await app.prisma.contactMessage.findFirstOrThrow({ where: { email: 'lin@example.test' } });
    expect(stored).toMatchObject({ name: 'Lin <script>', ipAddress: c.ip, userId: null });
    const mail = await inbox.waitFor('team@example.test', /Contact form/);
    expect(mail.text).toContain('Hello team, the <b>judge</b> is great!');
    expect(mail.html).toContain('&lt;b&gt;judge&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>judge</b>');
    expect(mail.headers['reply-to']).toContain('lin@example.test');
  });

  it('records the signed-in sender', async () => {
    const user = await signUp(app);
    const result = await user.client.gql(SUBMIT, {
      input: { name: 'Signed In', email: user.email, message: 'A message of some length.' },
    });
    expect(result.data).toEqual({ submitContact: true });
    const stored = await app.prisma.contactMessage.findFirstOrThrow({ where: { email: user.email } });
    expect(stored.userId).toBe(user.id);
  });

  it("validates with the spec's messages and limits submissions per address", async () => {
    const c = client(app);
    const cases: [Record<string, string>, string, string][] = [
      [{ name: '', email: 'a@b.co', message: 'long enough text' }, 'Name is required.', 'input.required'],
      [{ name: 'A', email: 'a@b.co', message: 'long enough text' }, 'Must be at least 2 characters.', 'input.atLeast'],
      [{ name: 'Ann', email: '', message: 'long enough text' }, 'Email is required.', 'input.required'],
      [
        { name: 'Ann', email: 'nope', message: 'long enough text' },
        'Please enter a valid email address.',
        'account.email',
      ],
      [{ name: 'Ann', email: 'a@b.co', message: '' }, 'Message is required.', 'input.required'],
      [{ name: 'Ann', email: 'a@b.co', message: 'too short' }, 'Must be at least 10 characters.', 'input.atLeast'],
    ];
    for (const [input, message, messageId] of cases) {
      const result = await c.rest('POST', '/api/contact', input);
      expect(result, message).toEqual({ status: 400, body: { code: 400, message, data: null, messageId } });
    }
    const ok = { name: 'Ann', email: 'ann@example.test', message: 'Long enough message.' };
    expect((await c.rest('POST', '/api/contact', ok)).status).toBe(200);
    expect((await c.rest('POST', '/api/contact', ok)).status).toBe(200);
    const limited = await c.rest('POST', '/api/contact', ok);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });
});
