// The WebSocket limits: a frame over WS_MAX_PAYLOAD_BYTES (graphql-ws) or COLLAB_MAX_PAYLOAD_BYTES
// (/collab) closes that socket with 1009 and the server serves on; the subscription past
// WS_MAX_SUBSCRIPTIONS on one socket is refused with an error while the socket stays open; the
// upgrade past WS_MAX_SOCKETS_PER_CLIENT from one address is refused with 429; and WebSocket
// operations are rate-limited per client address (not one bucket for every anonymous socket),
// a limit failing that operation only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openGraphqlSocket, openRaw } from '../../test/raw-socket';
import { type TestServer, startTestServer } from '../../test/server';

const LIMITS = {
  wsMaxPayloadBytes: 4_096,
  collabMaxPayloadBytes: 8_192,
  wsMaxSubscriptions: 3,
  wsMaxSocketsPerClient: 3,
};
/** operations per minute per client (apiClient) */
const OPERATIONS = 5;

let app: TestServer;
let problemId: string;
beforeAll(async () => {
  app = await startTestServer({ limits: LIMITS, rateLimits: { apiClient: { points: OPERATIONS, duration: 60 } } });
  problemId = (await app.prisma.problem.findFirstOrThrow({ select: { id: true } })).id;
});
afterAll(() => app?.close());

const finishCount = (id: string) => ({
  id,
  type: 'subscribe',
  payload: { query: `subscription { problemFinishCount(problemId: "${problemId}") { finishCount } }` },
});

describe('WebSocket frame size', () => {
  it('closes a graphql-ws socket with 1009 on a frame over the limit, and serves on', async () => {
    const socket = await openGraphqlSocket(app, '10.0.1.1');
    socket.ws.send('x'.repeat(LIMITS.wsMaxPayloadBytes + 1));
    expect((await socket.closed).code).toBe(1009);
    const again = await openGraphqlSocket(app, '10.0.1.1');
    again.send({ id: 'q', type: 'subscribe', payload: { query: '{ __typename }' } });
    expect(await again.next()).toEqual({ id: 'q', type: 'next', payload: { data: { __typename: 'Query' } } });
    again.ws.close();
    expect((await app.graphql('{ __typename }')).status).toBe(200);
  });

  it('closes a /collab socket with 1009 on a frame over its limit', async () => {
    const socket = await openRaw(app, '/collab', '10.0.1.2');
    socket.ws.send(Buffer.alloc(LIMITS.collabMaxPayloadBytes + 1));
    expect((await socket.closed).code).toBe(1009);
    expect((await app.graphql('{ __typename }')).status).toBe(200);
  });
});

describe('subscriptions per socket', () => {
  it('refuses the subscription past the limit with an error and keeps the socket open', async () => {
    const socket = await openGraphqlSocket(app, '10.0.2.1');
    for (let i = 1; i <= LIMITS.wsMaxSubscriptions + 1; i++) socket.send(finishCount(String(i)));
    const refused = await socket.next();
    expect(refused).toMatchObject({ id: String(LIMITS.wsMaxSubscriptions + 1), type: 'error' });
    expect((refused.payload as { message: string }[])[0]!.message).toBe(
      `Too many subscriptions on this connection: at most ${LIMITS.wsMaxSubscriptions}. Complete one before starting another.`,
    );
    // the socket is open: completing one makes room for another, which is served
    socket.send({ id: '1', type: 'complete' });
    socket.send({ id: 'q', type: 'subscribe', payload: { query: '{ __typename }' } });
    expect(await socket.next()).toMatchObject({ id: 'q', type: 'next' });
    socket.ws.close();
  });
});

describe('sockets per client address', () => {
  it('refuses the upgrade past the limit with 429, for that address only, and lets a closed one go', async () => {
    const held = await Promise.all(
      Array.from({ length: LIMITS.wsMaxSocketsPerClient }, () => openRaw(app, '/graphql', '10.0.3.1')),
    );
    await expect(openRaw(app, '/collab', '10.0.3.1')).rejects.toThrow('refused: 429');
    const other = await openRaw(app, '/graphql', '10.0.3.2');
    other.ws.close();
    held[0]!.ws.close();
    await held[0]!.closed;
    // the server sees the close a moment after the client does
    const reopened = await vi.waitFor(() => openRaw(app, '/graphql', '10.0.3.1'), { timeout: 5_000, interval: 20 });
    for (const socket of [...held.slice(1), reopened]) socket.ws.close();
  });
});

describe('WebSocket rate limits', () => {
  it('counts each address on its own, and fails only the operation past the limit', async () => {
    const first = await openGraphqlSocket(app, '10.0.4.1');
    const second = await openGraphqlSocket(app, '10.0.4.2');
    const ask = async (socket: typeof first, id: string) => {
      socket.send({ id, type: 'subscribe', payload: { query: '{ __typename }' } });
      const answer = await socket.next();
      if (answer.type === 'next') expect(await socket.next()).toEqual({ id, type: 'complete' });
      return answer;
    };
    for (let i = 0; i < OPERATIONS; i++) expect(await ask(first, `a${i}`)).toMatchObject({ type: 'next' });
    const limited = await ask(first, 'over');
    expect(limited).toMatchObject({ id: 'over', type: 'error' });
    expect((limited.payload as { message: string }[])[0]!.message).toMatch(/^Too many requests\. Please try again in /);
    // another address has its own budget (the sockets once shared 'ip:unknown')
    expect(await ask(second, 'b0')).toMatchObject({ type: 'next' });
    // the limited socket is still open
    first.send({ type: 'ping' });
    expect(await first.next()).toEqual({ type: 'pong' });
    first.ws.close();
    second.ws.close();
  });
});
