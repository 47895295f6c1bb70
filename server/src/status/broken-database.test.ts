// A database that is down or stalled: /readyz answers 503 within its timeout and the public status
// says the database is out, and neither shows the cause (a Prisma error naming the host and port),
// which goes to the log. Real Prisma clients against a closed port, against a TCP server that
// accepts connections and never answers, and through a proxy to the real database that stops
// taking new connections while the open one still works (a stalled postmaster).
import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma } from '../db/prisma';
import { readyz } from '../http/health';
import { createTestDatabase } from '../../test/db';
import { platformStatus } from './status.service';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

let closedPort: number;
let stalledPort: number;
const stalled = createServer((socket) => held.push(socket));
const held: Socket[] = [];
beforeAll(async () => {
  const probe = createServer();
  closedPort = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  stalledPort = await listen(stalled);
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => stalled.close(resolve));
});

/** what a public answer must never contain: the address, the driver's or Prisma's words */
function expectNothingInternal(text: string, port: number) {
  expect(text).not.toContain('127.0.0.1');
  expect(text).not.toContain(String(port));
  expect(text).not.toMatch(/prisma|ECONNREFUSED|connect|postgres/i);
}

describe.each([
  ['down (a closed port)', () => closedPort],
  ['stalled (accepts, never answers)', () => stalledPort],
])('a database that is %s', (_name, portOf) => {
  it('makes /readyz answer 503 in time, and the public status an outage, with the cause only in the log', async () => {
    const port = portOf();
    const prisma = createPrisma(`postgresql://platform:secret@127.0.0.1:${port}/platform`);
    const logged: unknown[] = [];
    try {
      const ready = await readyz(prisma, 300, { warn: (entry: unknown) => logged.push(entry) });
      expect(ready.status).toBe(503);
      const body = await ready.text();
      expect(JSON.parse(body)).toEqual({ status: 'unready', database: 'down' });
      expectNothingInternal(body, port);

      const status = await platformStatus({ prisma, log: (error) => logged.push(error) });
      const database = status.services.find((service) => service.id === 'database')!;
      expect(database.status).toBe('outage');
      expect(['unreachable', 'no answer within 3000 ms']).toContain(database.detail);
      expectNothingInternal(JSON.stringify(status), port);
      // the readiness check's cause was logged (a timeout's too)
      expect(logged.length).toBeGreaterThan(0);
    } finally {
      void prisma.$disconnect().catch(() => undefined);
    }
  });
});

describe('a database that takes no new connection while the open ones still answer', () => {
  it('is not ready', async () => {
    const db = await createTestDatabase();
    const target = new URL(db.url);
    let frozen = false;
    const sockets: Socket[] = [];
    const proxy = createServer((client) => {
      sockets.push(client);
      if (frozen) return; // accepted, never answered
      const upstream = connect(Number(target.port || 5432), target.hostname);
      sockets.push(upstream);
      client.pipe(upstream).pipe(client);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    const proxied = new URL(db.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(await listen(proxy));
    const prisma = createPrisma(proxied.toString(), { max: 1 });
    const logger = { warn: () => undefined };
    try {
      expect((await readyz(prisma, 2_000, logger)).status).toBe(200);
      frozen = true;
      // the pool's open connection still answers: only a new connection shows the stall
      expect(await prisma.book.count()).toBeGreaterThanOrEqual(0);
      const ready = await readyz(prisma, 300, logger);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unready', database: 'down' });
    } finally {
      void prisma.$disconnect().catch(() => undefined);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
      await db.drop();
    }
  });
});
