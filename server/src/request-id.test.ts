// Request ids over real HTTP: each answer names its request (header, and GraphQL errors'
// extensions), a proxy's well-formed id is kept, and a log line written while serving names it.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../test/server';
import { createLogger } from './logger';
import { requestIdOf, withRequestId } from './request-id';
import { at, firstError } from '../test/at';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
});
afterAll(() => app?.close());

describe('request ids', () => {
  it('names every answer, and every GraphQL error, in both languages', async () => {
    const ask = (headers: Record<string, string> = {}) =>
      fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        // 20 aliases: refused by the operation limits, a message translated for zhCN
        body: JSON.stringify({ query: `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: __typename`).join(' ')} }` }),
      });
    const answer = await ask({ 'x-locale': 'zhCN' });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await answer.json()) as { errors: { message: string; extensions: { requestId: string } }[] };
    expect(firstError(body).extensions.requestId).toBe(id);
    expect(firstError(body).message).toMatch(/^查询的别名超过上限/); // still translated

    const kept = await ask({ 'x-request-id': 'nginx-1234abcd' });
    expect(kept.headers.get('x-request-id')).toBe('nginx-1234abcd');
    const forged = await ask({ 'x-request-id': '<script>' });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const rest = await fetch(`${app.baseUrl}/api/nothing`);
    expect(rest.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id in every log line written while serving', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger('info', sink);
    const id = requestIdOf(undefined);
    await withRequestId(id, async () => {
      await new Promise((resolve) => setImmediate(resolve)); // past an asynchronous hop
      logger.info('inside');
    });
    logger.info('outside');
    expect(JSON.parse(at(lines, 0))).toMatchObject({ msg: 'inside', requestId: id });
    expect(JSON.parse(at(lines, 1)).requestId).toBeUndefined();
  });
});
