// A raw WebSocket of a test server, speaking graphql-transport-ws by hand: tests of the socket
// limits need to send what a well-behaved client never would (oversized frames, too many
// subscriptions) and see exactly what comes back, including the close code.
import WebSocket from 'ws';
import type { TestServer } from './server';

export interface RawSocket {
  ws: WebSocket;
  /** the next message the server sends (parsed JSON) */
  next(): Promise<Record<string, unknown>>;
  /** the close code and reason, once closed */
  closed: Promise<{ code: number; reason: string }>;
  send(message: Record<string, unknown>): void;
}

/** opens `path` as `address` (X-Forwarded-For; the test server trusts one proxy); rejects with the refusal's status */
export function openRaw(app: TestServer, path: string, address: string): Promise<RawSocket> {
  const ws = new WebSocket(`${app.baseUrl.replace('http', 'ws')}${path}`, 'graphql-transport-ws', {
    headers: { 'x-forwarded-for': address },
  });
  const queue: Record<string, unknown>[] = [];
  const waiting: ((message: Record<string, unknown>) => void)[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: RawSocket = {
    ws,
    closed,
    next: () => {
      const queued = queue.shift();
      return queued ? Promise.resolve(queued) : new Promise((resolve) => waiting.push(resolve));
    },
    send: (message) => ws.send(JSON.stringify(message)),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
    ws.once('error', reject);
  });
}

/** opens a graphql-ws connection (connection_init, then its ack) */
export async function openGraphqlSocket(app: TestServer, address: string): Promise<RawSocket> {
  const socket = await openRaw(app, '/graphql', address);
  socket.send({ type: 'connection_init', payload: { locale: 'en' } });
  const ack = await socket.next();
  if (ack.type !== 'connection_ack') throw new Error(`expected connection_ack, got ${JSON.stringify(ack)}`);
  return socket;
}
