// RoomLifecycle hook by hook, inside a real Hocuspocus instance (so its afterUnloadDocument runs
// when Hocuspocus unloads a document) over a real PostgreSQL: a room ended elsewhere turns a
// connection read-only at its next message, the room cache goes with the room's last document,
// and announce puts a new problem's starter on the pad.
import { Hocuspocus, type beforeHandleMessagePayload } from '@hocuspocus/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoom } from '../../../test/interview-rooms';
import { type TestServer, startTestServer } from '../../../test/server';
import { type RoomCache, createRoomCache } from './room-cache';
import { RoomLifecycle } from './room-lifecycle.extension';

let app: TestServer;
let rooms: RoomCache;
let lifecycle: RoomLifecycle;
let hocuspocus: Hocuspocus;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
  rooms = createRoomCache(app.prisma);
  lifecycle = new RoomLifecycle(rooms, false);
  hocuspocus = new Hocuspocus({ quiet: true, extensions: [lifecycle] });
});
afterAll(() => app?.close());

describe('RoomLifecycle.beforeHandleMessage', () => {
  it('turns a connection read-only once its room has ended (ended on any instance)', async () => {
    const open = await createRoom(app);
    const connection = { readOnly: false };
    const message = (roomId: string) =>
      ({ connection, context: { access: { room: { id: roomId } } } }) as unknown as beforeHandleMessagePayload;
    await lifecycle.beforeHandleMessage(message(open.id));
    expect(connection.readOnly).toBe(false);
    const ended = await createRoom(app);
    await app.prisma.interviewRoom.update({ where: { id: ended.id }, data: { status: 'closed' } });
    await lifecycle.beforeHandleMessage(message(ended.id));
    expect(connection.readOnly).toBe(true);
  });
});

describe('RoomLifecycle.afterUnloadDocument', () => {
  it('forgets the room when its last document is unloaded, not before', async () => {
    const room = await createRoom(app);
    const pad = await hocuspocus.openDirectConnection(`interview:${room.code}:code`);
    const notes = await hocuspocus.openDirectConnection(`interview:${room.code}:notes`);
    await rooms.idOf(room.code);
    expect(lifecycle.knowsRoom(room.code)).toBe(true);
    await pad.disconnect();
    await vi.waitFor(() => expect(hocuspocus.documents.has(`interview:${room.code}:code`)).toBe(false));
    expect(lifecycle.knowsRoom(room.code)).toBe(true); // the notes are still open
    await notes.disconnect();
    await vi.waitFor(() => expect(lifecycle.knowsRoom(room.code)).toBe(false));
  });
});

describe('RoomLifecycle.announce', () => {
  it('replaces the pad’s code with a new problem’s starter', async () => {
    const room = await createRoom(app);
    const watcher = await hocuspocus.openDirectConnection(`interview:${room.code}:code`);
    await watcher.transact((document) => document.getText('code').insert(0, 'old code'));
    await lifecycle.announce(room.code, 'problem', 'export function sum() {}');
    expect(watcher.document?.getText('code').toString()).toBe('export function sum() {}');
    await watcher.disconnect();
  });

  it('does nothing for a room nobody has open on a lone instance', async () => {
    const room = await createRoom(app);
    await lifecycle.announce(room.code, 'ended');
    expect(hocuspocus.documents.has(`interview:${room.code}:code`)).toBe(false);
  });
});
