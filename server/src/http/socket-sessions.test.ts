// A WebSocket belongs to the sign-in whose access token opened it: when that sign-in ends (here
// a logout), the socket is closed with 4401 within the sweep, while a socket of another sign-in
// of the same user stays open.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, LOGIN, type LoginData, client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { SESSION_ENDED_CLOSE } from './yoga';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ socketSessionSweepMs: 100 });
});
afterAll(() => app?.close());

function openSocket(token: string) {
  const closes: number[] = [];
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const ws = createClient({
    url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, locale: 'en' },
    lazy: false,
    // the closed socket is the point of the test, not an error to print
    onNonLazyError: () => {},
    retryAttempts: 0,
    on: { connected: () => connected(), closed: (event) => closes.push((event as { code: number }).code) },
  });
  ws.subscribe(
    { query: 'subscription { myProgressEvents { problemId status } }' },
    { next: () => {}, error: () => {}, complete: () => {} },
  );
  return { ws, closes, ready };
}

describe('sockets and sign-ins', () => {
  it('closes the sockets of a sign-in that ended, and only those', async () => {
    const user = await signUp(app);
    const other = await client(app).gql<LoginData>(LOGIN, {
      input: { userNameOrMail: user.username, password: GOOD_PASSWORD },
    });
    const first = openSocket(user.tokens.access.token);
    const second = openSocket(other.data!.login.tokens!.access.token);
    await Promise.all([first.ready, second.ready]);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscriptions are registered

    const out = await user.client.gql<{ logout: boolean }>('mutation ($r: String!) { logout(refreshToken: $r) }', {
      r: user.tokens.refresh.token,
    });
    expect(out.errors).toBeUndefined();
    await expect.poll(() => first.closes, { timeout: 5_000 }).toEqual([SESSION_ENDED_CLOSE]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second.closes).toEqual([]);
    await first.ws.dispose();
    await second.ws.dispose();
  });
});
