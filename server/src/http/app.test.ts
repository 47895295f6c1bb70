import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../schema';
import { wsClient } from '../../test/graphql-ws';
import { type TestServer, startTestServer } from '../../test/server';
import { fakeWebDist } from '../../test/web-dist';

let app: TestServer;
const webDist = fakeWebDist();
beforeAll(async () => {
  app = await startTestServer({ webDistDir: webDist.dir });
});
afterAll(async () => {
  await app?.close();
  webDist.remove();
});

describe('health', () => {
  it('answers /healthz and /readyz as JSON', async () => {
    const health = await fetch(`${app.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${app.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up' });
  });
});

describe('REST envelope for unknown paths', () => {
  it('answers 404 in the envelope for an unknown /api path and 405 for a wrong method', async () => {
    const unknown = await fetch(`${app.baseUrl}/api/nothing/here`, { headers: { 'x-locale': 'en' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/);
    expect(await unknown.json()).toEqual({
      code: 404,
      message: 'No API route matches GET /api/nothing/here.',
      data: null,
      messageId: 'http.noRoute',
    });

    const wrongMethod = await fetch(`${app.baseUrl}/api/books/by-links`, { headers: { 'x-locale': 'zhCN' } });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toEqual({
      code: 405,
      message: '/api/books/by-links 不支持 GET 方法。',
      data: null,
      messageId: 'http.methodNotAllowed',
    });
  });
});

describe('web app serving', () => {
  it('falls back to index.html for app routes but never for API paths', async () => {
    for (const path of ['/', '/book/top-100', '/problem/debounce', '/user-setting']) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<title>spa</title>');
    }
    const asset = await fetch(`${app.baseUrl}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const path of ['/api/unknown', '/graphql/other', '/api']) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(await response.text(), path).not.toContain('<title>spa</title>');
    }
    const missingUpload = await fetch(`${app.baseUrl}/uploads/avatars/nope.png`);
    expect(missingUpload.status).toBe(404);
  });
});

describe('a static file that vanishes after start-up', () => {
  it('cuts that response and keeps serving (no crash from the file stream)', async () => {
    // The production file server lists web/dist once; another `npm start` rebuilding it
    // removes files this one still knows about.
    const doomed = join(webDist.dir, 'assets', 'gone-def456.js');
    writeFileSync(doomed, 'console.log(2)');
    const local = await startTestServer({ webDistDir: webDist.dir });
    try {
      rmSync(doomed);
      const outcome = await fetch(`${local.baseUrl}/assets/gone-def456.js`).then(
        async (response) => `status ${response.status}: ${await response.text().catch(() => 'cut')}`,
        () => 'connection cut',
      );
      expect(outcome).not.toContain('console.log(2)');
      const next = await fetch(`${local.baseUrl}/assets/app-abc123.js`);
      expect(next.status).toBe(200);
      expect(await next.text()).toBe('console.log(1)');
    } finally {
      await local.close();
    }
  });
});

describe('GraphQL endpoint', () => {
  it('serves GraphiQL to browsers', async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/graphiql/i);
  });

  it('answers operations over graphql-ws on the same path', async () => {
    const client = wsClient(app);
    try {
      const result = await new Promise<{ data?: { book: { link: string; title: string } } }>((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          { query: '{ book(link: "ui-coding") { link title } }' },
          { next: (v) => (value = v), error: reject, complete: () => resolve(value as never) },
        );
      });
      expect(result.data?.book.link).toBe('ui-coding');
      expect(result.data?.book.title).not.toMatch(/[\u4e00-\u9fff]/);
    } finally {
      await client.dispose();
    }
  });

  it('keeps schema/schema.graphql in step with the Pothos schema', () => {
    const checkedIn = readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8');
    expect(checkedIn, 'schema/schema.graphql is stale: run `npm run schema:print`').toBe(`${printSchema(schema)}\n`);
  });
});
