// Stopping an instance over real HTTP and WebSocket: a judge run in flight still gets its answer,
// new connections are refused, and a graphql-ws client is told to reconnect (close code 1012).
// No stopwatch: the run is held in flight by the test, and what ends the stop is observed.
import { Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadJudgeConfig } from '../config/judge';
import { type JudgeService, createJudge } from '@platform/judge';
import { wsClient } from '../../test/graphql-ws';
import { startTestServer } from '../../test/server';

/** the configured judge, whose runs wait until the test lets them go */
function heldJudge() {
  const real = createJudge({ ...loadJudgeConfig(), prewarm: false });
  let started!: () => void;
  let release!: () => void;
  const runStarted = new Promise<void>((resolve) => (started = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const judge: JudgeService = {
    async run(input) {
      started();
      await released;
      return real.run(input);
    },
    runUi: (input) => real.runUi(input),
    checkTypes: (input) => real.checkTypes(input),
    stats: () => real.stats(),
    close: () => real.close(),
  };
  return { judge, runStarted, release };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('stopping an instance', () => {
  it('drains requests in flight and tells socket clients to reconnect', async () => {
    const held = heldJudge();
    // an idle keep-alive connection would outlive the test: only the stop itself can let it go
    const app = await startTestServer({ seeded: false, judge: held.judge, keepAliveTimeoutMs: 10 * 60_000 });
    const cut = vi.spyOn(Server.prototype, 'closeAllConnections');
    const closes: number[] = [];
    // connected until disposed (a lazy client would close once its operation completed)
    const socket = wsClient(app, { locale: 'en' }, { lazy: false });
    socket.on('closed', (event) => closes.push((event as { code: number }).code));
    await new Promise<void>((resolve, reject) =>
      socket.subscribe({ query: '{ __typename }' }, { next: () => {}, error: reject, complete: resolve }),
    );

    // a run started before the stop (the judge holds it), answered after it
    const run = fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({
        query: 'mutation ($input: RunCodeInput!) { runCode(input: $input) { passed total errorMessage } }',
        variables: {
          input: {
            language: 'javascript',
            code: 'function slow() { return 1; }',
            testCode: "test('slow', () => { expect(slow()).toBe(1); });",
          },
        },
      }),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { data?: { runCode: Record<string, unknown> } },
    }));
    await held.runStarted;
    let done = false;
    const stopped = app.close().then(() => {
      done = true;
    });

    // the socket client is told to reconnect, and no new connection is taken, while the run goes on
    await vi.waitFor(() => expect(closes).toContain(1012));
    await expect(fetch(`${app.baseUrl}/healthz`)).rejects.toThrow();
    expect(done).toBe(false);

    held.release();
    const answer = await run;
    expect(answer.status).toBe(200);
    expect(answer.body.data?.runCode).toMatchObject({ passed: 1, total: 1, errorMessage: null });
    // once the last request is answered the stop completes: its idle keep-alive connection is let
    // go at once, neither waited out (the keep-alive timeout is longer than the test) nor cut
    // after the drain limit
    await stopped;
    expect(cut).not.toHaveBeenCalled();
    await socket.dispose();
  });
});
