// A WebSocket belongs to the sign-in whose access token opened it: when that sign-in ends (here
// a logout), the socket is closed with 4401 within the sweep, while a socket of another sign-in
// of the same user stays open.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GOOD_PASSWORD, LOGIN, type LoginData, client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { SESSION_ENDED_CLOSE } from './yoga';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ socketSessionSweepMs: 100 });
});
afterAll(() => app?.close());

const MARK = `mutation ($input: UpdateProblemStatusInput!) { updateProblemStatus(input: $input) { status } }`;

function openSocket(token: string) {
  const closes: number[] = [];
  const events: { problemId: string; status: string }[] = [];
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
    {
      next: (value) => {
        const event = (value.data as { myProgressEvents?: { problemId: string; status: string } } | null)
          ?.myProgressEvents;
        if (event) events.push(event);
      },
      error: () => {},
      complete: () => {},
    },
  );
  return { ws, closes, ready, events };
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
    // both subscriptions registered (and their sockets tied to their sign-ins): a change of the
    // user's progress reaches both (changed again until it does: one made before a subscription
    // is registered reaches nobody)
    const [problem, another] = await app.prisma.problem.findMany({ take: 2, select: { id: true } });
    // marked through the second sign-in, which outlives the first
    const secondSignIn = client(app, { token: other.data!.login.tokens!.access.token });
    const mark = async (problemId: string, status: string) =>
      expect((await secondSignIn.gql(MARK, { input: { problemId, status } })).errors).toBeUndefined();
    let flips = 0;
    await vi.waitFor(
      async () => {
        const seen = (socket: typeof first) => socket.events.some((e) => e.problemId === problem!.id);
        if (!seen(first) || !seen(second)) await mark(problem!.id, flips++ % 2 ? 'UNRESOLVED' : 'RESOLVED');
        expect(seen(first) && seen(second)).toBe(true);
      },
      { timeout: 5_000, interval: 100 },
    );

    const out = await user.client.gql<{ logout: boolean }>('mutation ($r: String!) { logout(refreshToken: $r) }', {
      r: user.tokens.refresh.token,
    });
    expect(out.errors).toBeUndefined();
    await expect.poll(() => first.closes, { timeout: 5_000 }).toEqual([SESSION_ENDED_CLOSE]);
    // the sweep that closed the first socket went over the second too, and left it open and live
    expect(second.closes).toEqual([]);
    await mark(another!.id, 'RESOLVED');
    await vi.waitFor(() => expect(second.events.map((e) => e.problemId)).toContain(another!.id));
    expect(second.closes).toEqual([]);
    await first.ws.dispose();
    await second.ws.dispose();
  });
});
