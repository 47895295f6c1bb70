// /metrics over real HTTP: what an operator scrapes (HTTP and GraphQL durations by operation,
// the database pool, the judge, WebSocket connections), readable only by a loopback peer or,
// with METRICS_TOKEN, by its bearer; a request forwarded by a proxy never reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';

const TOKEN = 'scrape-secret-0123456789';
let open: TestServer;
let guarded: TestServer;
beforeAll(async () => {
  [open, guarded] = await Promise.all([
    startTestServer({ seeded: false }),
    startTestServer({ seeded: false, metricsToken: TOKEN }),
  ]);
});
afterAll(async () => {
  await Promise.all([open?.close(), guarded?.close()]);
});

describe('/metrics', () => {
  it('counts HTTP requests and GraphQL operations by name, and shows the pool, the judge and sockets', async () => {
    await fetch(`${open.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // an operation name of the web app's own documents (web/src/auth/Session.graphql)
      body: JSON.stringify({ query: 'query SessionMe { __typename }', operationName: 'SessionMe' }),
    });
    await fetch(`${open.baseUrl}/api/nothing`);
    const response = await fetch(`${open.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{kind="graphql",method="POST",status="200"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{kind="rest",method="GET",status="404"\} [1-9]/);
    // Yoga's Prometheus plugin: each phase by operation
    for (const phase of ['parse', 'validate', 'context', 'execute']) {
      expect(text).toMatch(
        new RegExp(`graphql_envelop_phase_${phase}_count\\{operationName="SessionMe",operationType="query"\\} 1\\b`),
      );
    }
    expect(text).toMatch(/graphql_envelop_request\{operationName="SessionMe",operationType="query"\} 1\b/);
    expect(text).toMatch(/db_pool_connections\{state="idle"\} \d+/);
    expect(text).toMatch(/judge_workers\{state="busy"\} \d+/);
    expect(text).toMatch(/judge_queued_runs \d+/);
    expect(text).toMatch(/graphql_ws_connections 0/);
    expect(text).toMatch(/process_cpu_seconds_total/);
  });

  it('labels operations only with the app’s own names: any other name a client sends is `other`', async () => {
    const invented = Array.from({ length: 40 }, (_, i) => `Invented${i}`);
    for (const name of invented) {
      const answer = await guarded.graphql(`query ${name} { __typename }`);
      expect(answer.status).toBe(200);
    }
    // a REST path runs the adapter's own operation, under its own name
    await fetch(`${guarded.baseUrl}/api/search?q=array`);
    const text = await (
      await fetch(`${guarded.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    for (const name of invented) expect(text).not.toContain(`"${name}"`);
    expect(text).toMatch(
      new RegExp(
        `graphql_envelop_request_duration_count\\{operationName="other",operationType="query"\\} ${invented.length}\\b`,
      ),
    );
    expect(text).toMatch(/graphql_envelop_request_duration_count\{operationName="Search",operationType="query"\} 1\b/);
  });

  it('counts errors by phase, without the paths or names a client chose', async () => {
    await open.graphql('query Broken { nosuchfield }');
    await open.graphql('{ aliasOne: nosuchfield }');
    const text = await (await fetch(`${open.baseUrl}/metrics`)).text();
    expect(text).toMatch(
      /graphql_envelop_error_result\{operationName="other",operationType="query",phase="validate"\} 2\b/,
    );
    expect(text).not.toContain('aliasOne');
    expect(text).not.toContain('Broken');
  });

  it('is not found for a request forwarded by a proxy, and needs the token when one is set', async () => {
    expect((await fetch(`${open.baseUrl}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(
      404,
    );
    expect((await fetch(`${guarded.baseUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`${guarded.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(
      404,
    );
    const scraped = await fetch(`${guarded.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('http_request_duration_seconds');
  });
});
