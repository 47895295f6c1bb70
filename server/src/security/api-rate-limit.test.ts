// The API's per-client budget (services.ts createContext, rule apiClient): past it, GraphQL and
// REST answer 429 with Retry-After and a message in the client's language; a signed-in user's
// budget is their own, not their address's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIp, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { firstError } from '../../test/at';

const BUDGET = 5;
let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ rateLimits: { apiClient: { points: BUDGET, duration: 60 } } });
});
afterAll(() => app?.close());

const ask = (ip: string, extra: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-locale': 'en', ...extra },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

describe('the per-client API budget', () => {
  it('answers 429 with Retry-After past the budget, on GraphQL and REST, in both languages', async () => {
    const ip = newIp();
    for (let i = 0; i < BUDGET; i += 1) expect((await ask(ip)).status).toBe(200);
    const refused = await ask(ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(firstError(body).extensions.code).toBe('RATE_LIMITED');
    expect(firstError(body).message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);

    const zh = await ask(ip, { 'x-locale': 'zhCN' });
    expect(firstError((await zh.json()) as { errors: { message: string }[] }).message).toMatch(/^请求过于频繁/);

    const rest = await fetch(`${app.baseUrl}/api/search?q=a`, { headers: { 'x-forwarded-for': ip, 'x-locale': 'en' } });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await rest.json()) as { code: number; message: string }).code).toBe(429);

    // another address is another client
    expect((await ask(newIp())).status).toBe(200);
  });

  it('counts a signed-in user on their own budget, wherever they ask from', async () => {
    const { client: user } = await signUp(app); // sign-up and sign-in spend the address's budget
    const token = { authorization: `Bearer ${user.token}` };
    const ip = newIp();
    for (let i = 0; i < BUDGET; i += 1) expect((await ask(ip, token)).status).toBe(200);
    expect((await ask(newIp(), token)).status).toBe(429); // same user, another address
    expect((await ask(ip)).status).toBe(200); // the address as a visitor is untouched
  });
});
