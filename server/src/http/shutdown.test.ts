// Stopping an instance over real HTTP and WebSocket: a judge run in flight still gets its answer,
// new connections are refused, and a graphql-ws client is told to reconnect (close code 1012).
import { describe, expect, it } from 'vitest';
import { wsClient } from '../../test/graphql-ws';
import { startTestServer } from '../../test/server';

describe('stopping an instance', () => {
  it('drains requests in flight and tells socket clients to reconnect', async () => {
    const app = await startTestServer({ seeded: false });
    const closes: number[] = [];
    // connected until disposed (a lazy client would close once its operation completed)
    const socket = wsClient(app, { locale: 'en' }, { lazy: false });
    socket.on('closed', (event) => closes.push((event as { code: number }).code));
    await new Promise<void>((resolve, reject) =>
      socket.subscribe({ query: '{ __typename }' }, { next: () => {}, error: reject, complete: resolve }),
    );

    // a run that takes ~1.5 s: started before the stop, answered after it
    const run = fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({
        query: 'mutation ($input: RunCodeInput!) { runCode(input: $input) { passed total errorMessage } }',
        variables: {
          input: {
            language: 'javascript',
            code: 'function slow() { const s = Date.now(); while (Date.now() - s < 1500) {} return 1; }',
            testCode: "test('slow', () => { expect(slow()).toBe(1); });",
          },
        },
      }),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { data?: { runCode: Record<string, unknown> } },
    }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const stopped = app.close();

    const answer = await run;
    const answered = performance.now();
    expect(answer.status).toBe(200);
    expect(answer.body.data?.runCode).toMatchObject({ passed: 1, total: 1, errorMessage: null });
    await stopped;
    // once the last request is answered the stop completes (no waiting out keep-alive timeouts)
    expect(performance.now() - answered).toBeLessThan(2_000);
    await expect(fetch(`${app.baseUrl}/healthz`)).rejects.toThrow();
    expect(closes).toContain(1012);
    await socket.dispose();
  });
});
