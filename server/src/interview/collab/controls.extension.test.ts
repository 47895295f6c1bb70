// RoomControlsEnforcement hook by hook over a real PostgreSQL, inside a real Hocuspocus instance:
// a candidate's pad connection turns read-only while the room is locked (so Hocuspocus drops its
// updates: checked with a real Document and Hocuspocus's own message handling in
// interview-controls.test.ts) and writable at its first message after the unlock; the
// interviewer's is never touched, nor an ended room's; a change on another instance is read within
// CONTROLS_CHECK_MS; what was read goes with the pad.
import { Hocuspocus, type beforeHandleMessagePayload } from '@hocuspocus/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoom } from '../../../test/interview-rooms';
import { type TestServer, startTestServer } from '../../../test/server';
import { CONTROLS_CHECK_MS, RoomControlsEnforcement } from './controls.extension';
import { createRoomCache } from './room-cache';

let app: TestServer;
let clock = 0;
let controls: RoomControlsEnforcement;
let hocuspocus: Hocuspocus;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
  controls = new RoomControlsEnforcement({ prisma: app.prisma, rooms: createRoomCache(app.prisma), now: () => clock });
  hocuspocus = new Hocuspocus({ quiet: true, extensions: [controls] });
});
afterAll(() => app?.close());

const message = (
  connection: { readOnly: boolean },
  room: { code: string; id: string },
  role: 'interviewer' | 'candidate',
  part: 'code' | 'notes' = 'code',
) =>
  ({
    connection,
    documentName: `interview:${room.code}:${part}`,
    context: { access: { role, room: { id: room.id } } },
  }) as unknown as beforeHandleMessagePayload;

const lock = (id: string, locked: boolean) => app.prisma.interviewRoom.update({ where: { id }, data: { locked } });

describe('RoomControlsEnforcement.beforeHandleMessage', () => {
  it('makes the candidate read-only while locked and writable after, never the interviewer', async () => {
    const room = await createRoom(app);
    const candidate = { readOnly: false };
    const interviewer = { readOnly: false };
    await controls.beforeHandleMessage(message(candidate, room, 'candidate'));
    expect(candidate.readOnly).toBe(false);

    await lock(room.id, true);
    controls.changed(room.code); // what announce does on the instance the lock was set on
    await controls.beforeHandleMessage(message(candidate, room, 'candidate'));
    await controls.beforeHandleMessage(message(interviewer, room, 'interviewer'));
    expect(candidate.readOnly).toBe(true);
    expect(interviewer.readOnly).toBe(false);

    await lock(room.id, false);
    controls.changed(room.code);
    await controls.beforeHandleMessage(message(candidate, room, 'candidate'));
    expect(candidate.readOnly).toBe(false);
  });

  it('reads a lock set on another instance once its reading is CONTROLS_CHECK_MS old', async () => {
    const room = await createRoom(app);
    const candidate = { readOnly: false };
    await controls.beforeHandleMessage(message(candidate, room, 'candidate'));
    await lock(room.id, true); // elsewhere: no `changed` here
    await controls.beforeHandleMessage(message(candidate, room, 'candidate'));
    expect(candidate.readOnly).toBe(false); // read less than CONTROLS_CHECK_MS ago
    clock += CONTROLS_CHECK_MS;
    await controls.beforeHandleMessage(message(candidate, room, 'candidate'));
    expect(candidate.readOnly).toBe(true);
  });

  it('reads a pad’s lock once at a time: messages meanwhile share the reading, and a change here beats it', async () => {
    const room = await createRoom(app);
    const candidate = { readOnly: false };
    clock += CONTROLS_CHECK_MS;
    const reads = vi.spyOn(app.prisma.interviewRoom, 'findUnique');
    try {
      // three messages at once: one reading (two readings could land out of order)
      await Promise.all([1, 2, 3].map(() => controls.beforeHandleMessage(message(candidate, room, 'candidate'))));
      expect(reads).toHaveBeenCalledTimes(1);

      // a lock announced here while a reading is in flight: that reading is not kept
      clock += CONTROLS_CHECK_MS;
      const stale = controls.beforeHandleMessage(message(candidate, room, 'candidate'));
      await lock(room.id, true);
      controls.changed(room.code);
      await stale;
      await controls.beforeHandleMessage(message(candidate, room, 'candidate'));
      expect(candidate.readOnly).toBe(true);
    } finally {
      reads.mockRestore();
    }
  });

  it('leaves read-only what it did not make so (an ended room), and the notes alone', async () => {
    const room = await createRoom(app);
    await app.prisma.interviewRoom.update({ where: { id: room.id }, data: { status: 'closed', locked: true } });
    controls.changed(room.code);
    const ended = { readOnly: true };
    await controls.beforeHandleMessage(message(ended, room, 'candidate'));
    await lock(room.id, false);
    controls.changed(room.code);
    await controls.beforeHandleMessage(message(ended, room, 'candidate'));
    expect(ended.readOnly).toBe(true);

    // locked, then ended, then unlocked (directly in the database): stays read-only
    const other = await createRoom(app);
    await lock(other.id, true);
    const candidate = { readOnly: false };
    controls.changed(other.code);
    await controls.beforeHandleMessage(message(candidate, other, 'candidate'));
    expect(candidate.readOnly).toBe(true);
    await app.prisma.interviewRoom.update({ where: { id: other.id }, data: { status: 'closed', locked: false } });
    controls.changed(other.code);
    clock += 10_000; // past the room cache's ended check
    await controls.beforeHandleMessage(message(candidate, other, 'candidate'));
    expect(candidate.readOnly).toBe(true);

    const notes = { readOnly: false };
    await controls.beforeHandleMessage(message(notes, other, 'candidate', 'notes'));
    expect(notes.readOnly).toBe(false);
  });
});

describe('RoomControlsEnforcement.afterUnloadDocument', () => {
  it('forgets the pad’s lock when the pad is unloaded', async () => {
    const room = await createRoom(app);
    const pad = await hocuspocus.openDirectConnection(`interview:${room.code}:code`);
    const before = controls.knownPads;
    await controls.beforeHandleMessage(message({ readOnly: false }, room, 'candidate'));
    expect(controls.knownPads).toBe(before + 1);
    await pad.disconnect();
    await vi.waitFor(() => expect(controls.knownPads).toBe(before));
  });
});
