// RoomPersistence hook by hook (the Database extension's onStoreDocument and onLoadDocument), with
// real Hocuspocus documents and a real PostgreSQL: a room's document is written and read back, a
// deleted room's is not kept, and storeNow writes open documents as they are.
import { Document, type onLoadDocumentPayload, type onStoreDocumentPayload } from '@hocuspocus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../../test/interview-rooms';
import { type TestServer, startTestServer } from '../../../test/server';
import { createLogger } from '../../logger';
import { RoomPersistence } from './persistence.extension';
import { createRoomCache } from './room-cache';

let app: TestServer;
let persistence: RoomPersistence;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
  const rooms = createRoomCache(app.prisma);
  persistence = new RoomPersistence({ prisma: app.prisma, rooms, logger: createLogger('silent') });
});
afterAll(() => app?.close());

function documentWith(name: string, text: string) {
  const document = new Document(name);
  document.getText('code').insert(0, text);
  return document;
}

const stored = (roomId: string, name: string) =>
  app.prisma.interviewDocument.findUnique({ where: { roomId_name: { roomId, name } } });

describe('RoomPersistence', () => {
  it('onStoreDocument writes the document under its room and part, counting versions', async () => {
    const room = await createRoom(app);
    const document = documentWith(`interview:${room.code}:notes`, 'strong on tests');
    await persistence.onStoreDocument({ documentName: document.name, document } as onStoreDocumentPayload);
    const first = await stored(room.id, 'notes');
    expect(first).not.toBeNull();
    await persistence.onStoreDocument({ documentName: document.name, document } as onStoreDocumentPayload);
    expect((await stored(room.id, 'notes'))?.version).toBe(first!.version + 1);
    expect(await stored(room.id, 'code')).toBeNull();
  });

  it('onLoadDocument reads back what was stored; a new room starts empty', async () => {
    const room = await createRoom(app);
    const name = `interview:${room.code}:code`;
    const written = documentWith(name, 'function add(a, b) {}');
    await persistence.onStoreDocument({ documentName: name, document: written } as onStoreDocumentPayload);
    const loaded = new Document(name);
    await persistence.onLoadDocument({ documentName: name, document: loaded } as onLoadDocumentPayload);
    expect(loaded.getText('code').toString()).toBe('function add(a, b) {}');
    const other = await createRoom(app);
    const empty = new Document(`interview:${other.code}:code`);
    await persistence.onLoadDocument({ documentName: empty.name, document: empty } as onLoadDocumentPayload);
    expect(empty.getText('code').length).toBe(0);
  });

  it('stores and loads the whiteboard as its own part', async () => {
    const room = await createRoom(app);
    const name = `interview:${room.code}:board`;
    const written = new Document(name);
    written.getMap('elements').set('box-1', JSON.stringify({ id: 'box-1', type: 'rectangle', version: 2 }));
    await persistence.onStoreDocument({ documentName: name, document: written } as onStoreDocumentPayload);
    expect(await stored(room.id, 'board')).not.toBeNull();
    const loaded = new Document(name);
    await persistence.onLoadDocument({ documentName: name, document: loaded } as onLoadDocumentPayload);
    expect(JSON.parse(String(loaded.getMap('elements').get('box-1')))).toMatchObject({ type: 'rectangle' });
  });

  it('keeps nothing of a deleted room or of a name that is no room document', async () => {
    const room = await createRoom(app);
    const document = documentWith(`interview:${room.code}:code`, 'gone');
    await app.prisma.interviewRoom.delete({ where: { id: room.id } });
    await persistence.onStoreDocument({ documentName: document.name, document } as onStoreDocumentPayload);
    expect(await app.prisma.interviewDocument.count({ where: { roomId: room.id } })).toBe(0);
    const stray = documentWith('notes-of-nobody', 'x');
    await expect(
      persistence.onStoreDocument({ documentName: stray.name, document: stray } as onStoreDocumentPayload),
    ).resolves.toBeUndefined();
  });

  it('storeNow writes open documents as they are now (the instance stopping)', async () => {
    const room = await createRoom(app);
    const pad = documentWith(`interview:${room.code}:code`, 'at stop');
    const notes = documentWith(`interview:${room.code}:notes`, 'notes at stop');
    await persistence.storeNow([pad, notes]);
    expect(await app.prisma.interviewDocument.count({ where: { roomId: room.id } })).toBe(2);
  });
});
