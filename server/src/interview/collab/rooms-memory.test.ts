// Memory follows the rooms open now, not every room ever opened: 1,000 rooms are opened and closed
// over real collaboration sockets (both documents, a change typed on the pad, so every extension
// runs: authentication, size limits, lifecycle, replay, persistence), and afterwards nothing of
// them is kept (no document, no room cache entry, no size measurement) and the heap after 1,000
// rooms is within a generous tolerance of the heap after the first 100. The server project's
// workers start with --expose-gc (vitest.config.ts), so the heap is measured after a full collection.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { signUp } from '../../../test/client';
import { type TestServer, startTestServer } from '../../../test/server';
import { newRoomCode } from '../interview.service';
import { DocumentSizeLimits } from './size-limits.extension';

const ROOMS = 1_000;
const WARM_UP = 100;
/** rooms open at once (each on its own socket) */
const CONCURRENT = 10;
/** the heap may grow by this much from room 100 to room 1,000 (a leaked document per room is far more) */
const TOLERANCE_BYTES = 16 * 1024 * 1024;

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
});
afterAll(() => app?.close());

/** opens the room's pad and notes on one socket, types on the pad, and closes everything */
async function visit(code: string, token: string) {
  const socket = new HocuspocusProviderWebsocket({
    url: `${app.baseUrl.replace('http', 'ws')}/collab`,
    WebSocketPolyfill: WebSocket,
    maxAttempts: 1,
  });
  const providers = (['code', 'notes'] as const).map((part) => {
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: `interview:${code}:${part}`,
      token,
      document: new Y.Doc(),
    });
    provider.attach();
    return provider;
  });
  try {
    await vi.waitFor(() => expect(providers.every((provider) => provider.isSynced)).toBe(true), { timeout: 20_000 });
    providers[0]!.document.getText('code').insert(0, `// room ${code}`);
    await vi.waitFor(() => expect(providers[0]!.unsyncedChanges).toBe(0), { timeout: 20_000 });
  } finally {
    for (const provider of providers) provider.destroy();
    socket.destroy();
  }
}

/** the heap once everything collectable is collected */
async function settledHeap(): Promise<number> {
  const { hocuspocus } = app.services.collab;
  await vi.waitFor(() => expect(hocuspocus.documents.size).toBe(0), { timeout: 30_000 });
  for (let i = 0; i < 4; i++) {
    globalThis.gc!();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

describe('the collaboration server’s memory', () => {
  it('stays flat over 1,000 rooms opened and closed', { timeout: 600_000 }, async () => {
    expect(globalThis.gc, 'the server project runs with --expose-gc (vitest.config.ts)').toBeTypeOf('function');
    const owner = await signUp(app);
    const codes = Array.from({ length: ROOMS }, () => newRoomCode());
    await app.prisma.interviewRoom.createMany({ data: codes.map((code) => ({ code, ownerId: owner.id })) });
    const token = owner.tokens.access.token;

    let afterWarmUp = 0;
    for (let start = 0; start < ROOMS; start += CONCURRENT) {
      await Promise.all(codes.slice(start, start + CONCURRENT).map((code) => visit(code, token)));
      if (start + CONCURRENT === WARM_UP) afterWarmUp = await settledHeap();
    }
    const afterAll = await settledHeap();

    const growth = afterAll - afterWarmUp;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `heap after ${WARM_UP} rooms: ${mb(afterWarmUp)} MB; after ${ROOMS}: ${mb(afterAll)} MB; ` +
        `growth ${mb(growth)} MB (${Math.round(growth / (ROOMS - WARM_UP))} bytes a room)`,
    );
    // nothing of a closed room is kept
    const { collab } = app.services;
    expect(codes.filter((code) => collab.knowsRoom(code))).toEqual([]);
    const limits = collab.hocuspocus.configuration.extensions.find(
      (extension) => extension instanceof DocumentSizeLimits,
    );
    expect((limits as DocumentSizeLimits).measuredDocuments).toBe(0);
    // and the rooms were really used: every pad was stored
    expect(await app.prisma.interviewDocument.count({ where: { room: { ownerId: owner.id }, name: 'code' } })).toBe(
      ROOMS,
    );
    expect(growth).toBeLessThan(TOLERANCE_BYTES);
  });
});
