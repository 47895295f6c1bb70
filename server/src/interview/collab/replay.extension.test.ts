// ReplayRecording hook by hook: onChange called with the transaction origins Hocuspocus gives it
// (a connection, the server's own change, Redis), real Yjs updates and a real PostgreSQL; what is
// queued is written in a batch, and onDestroy writes what is left.
import type { onChangePayload } from '@hocuspocus/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { createRoom } from '../../../test/interview-rooms';
import { type TestServer, startTestServer } from '../../../test/server';
import { createLogger } from '../../logger';
import { ReplayRecording } from './replay.extension';
import { createRoomCache } from './room-cache';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
});
afterAll(() => app?.close());

const recorder = (flushMs?: number) =>
  new ReplayRecording({
    prisma: app.prisma,
    rooms: createRoomCache(app.prisma),
    logger: createLogger('silent'),
    flushMs,
  });

function anUpdate(text: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('code').insert(0, text);
  return Y.encodeStateAsUpdate(doc);
}

const change = (documentName: string, transactionOrigin: unknown, context: unknown = {}) =>
  ({ documentName, update: anUpdate('x'), transactionOrigin, context }) as unknown as onChangePayload;

const recorded = (roomId: string) => app.prisma.interviewUpdate.count({ where: { roomId } });

describe('ReplayRecording.onChange', () => {
  it('records a participant’s change to the pad, and the server’s own, in one batch', async () => {
    const room = await createRoom(app);
    const replay = recorder(20);
    const access = { room: { id: room.id } };
    await replay.onChange(change(`interview:${room.code}:code`, { source: 'connection' }, { access }));
    // the server's change (a new problem's starter) has no access in its context: the room is looked up
    await replay.onChange(change(`interview:${room.code}:code`, { source: 'local' }));
    await vi.waitFor(async () => expect(await recorded(room.id)).toBe(2));
  });

  it('records who made each change: the member’s id, name and role; none for the server’s own', async () => {
    const room = await createRoom(app);
    const replay = recorder(20);
    const access = { room: { id: room.id }, participantId: 'guest:g1', name: 'Grace', role: 'candidate' };
    await replay.onChange(change(`interview:${room.code}:code`, { source: 'connection' }, { access }));
    await replay.onChange(change(`interview:${room.code}:code`, { source: 'local' }));
    await vi.waitFor(async () => expect(await recorded(room.id)).toBe(2));
    const rows = await app.prisma.interviewUpdate.findMany({
      where: { roomId: room.id },
      orderBy: { id: 'asc' },
      select: { authorId: true, authorName: true, authorRole: true },
    });
    expect(rows).toEqual([
      { authorId: 'guest:g1', authorName: 'Grace', authorRole: 'candidate' },
      { authorId: null, authorName: null, authorRole: null },
    ]);
  });

  it('records the whiteboard’s changes with their part, the pad’s as code', async () => {
    const room = await createRoom(app);
    const replay = recorder(20);
    const access = { room: { id: room.id } };
    await replay.onChange(change(`interview:${room.code}:code`, { source: 'connection' }, { access }));
    await replay.onChange(change(`interview:${room.code}:board`, { source: 'connection' }, { access }));
    await vi.waitFor(async () => expect(await recorded(room.id)).toBe(2));
    const rows = await app.prisma.interviewUpdate.findMany({
      where: { roomId: room.id },
      orderBy: { id: 'asc' },
      select: { part: true },
    });
    expect(rows).toEqual([{ part: 'code' }, { part: 'board' }]);
  });

  it('skips the notes, changes relayed from another instance and changes of no known origin', async () => {
    const room = await createRoom(app);
    const replay = recorder();
    await replay.onChange(change(`interview:${room.code}:notes`, { source: 'connection' }));
    await replay.onChange(change(`interview:${room.code}:code`, { source: 'redis' }));
    await replay.onChange(change(`interview:${room.code}:code`, 'some other origin'));
    expect(replay.queued).toBe(0);
  });
});

describe('ReplayRecording.onDestroy', () => {
  it('writes what is queued', async () => {
    const room = await createRoom(app);
    // a flush far away: only onDestroy can write it within the test
    const replay = recorder(60 * 60_000);
    await replay.onChange(change(`interview:${room.code}:code`, { source: 'local' }));
    expect(replay.queued).toBe(1);
    await replay.onDestroy();
    expect(replay.queued).toBe(0);
    expect(await recorded(room.id)).toBe(1);
  });
});
