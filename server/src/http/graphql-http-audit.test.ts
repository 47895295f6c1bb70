// The GraphQL over HTTP audit (graphql-http's serverAudits) against the real endpoint, with the
// operation limits, CORS and security headers on: every MUST and SHOULD of the spec holds.
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
});
afterAll(() => app?.close());

describe('GraphQL over HTTP audit', () => {
  it('passes every audit', async () => {
    const results = await Promise.all(
      serverAudits({ url: () => `${app.baseUrl}/graphql`, fetchFn: fetch }).map(async (audit) => ({
        name: audit.name,
        result: await audit.fn(),
      })),
    );
    const failing = results
      .filter(({ result }) => result.status !== 'ok')
      .map(({ name, result }) => `${result.status}: ${name}${'reason' in result ? ` (${result.reason})` : ''}`);
    expect(failing).toEqual([]);
    expect(results.length).toBeGreaterThan(40);
  });
});
