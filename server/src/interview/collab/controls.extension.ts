// The interviewer's lock, enforced where the pad is written: while a room is locked, a candidate's
// connection to its code document is read-only (Hocuspocus drops its document updates, and answers
// them "not synced"; awareness — cursors, who is here — still flows), and it turns writable again
// at its first message after the unlock. The interviewer's connections are never touched, nor a
// connection this extension did not make read-only (an ended room's stay read-only).
//
// Across instances: the lock is on InterviewRoom. This instance learns of a change it announced at
// once (`changed`, called by collab.ts's announce before the message goes out); a change made on
// another instance is read from the database at a connection's next message, at most
// CONTROLS_CHECK_MS after the last reading. What is known of a room goes when its pad is unloaded.
import type { Connection, Extension, afterUnloadDocumentPayload, beforeHandleMessagePayload } from '@hocuspocus/server';
import type { PrismaClient } from '../../generated/prisma/client';
import type { CollabContext } from './context';
import { documentName, parseDocumentName } from './document-name';
import type { RoomCache } from './room-cache';

/** how stale an instance's view of a lock set on another instance may be */
export const CONTROLS_CHECK_MS = 1_000;

export class RoomControlsEnforcement implements Extension {
  extensionName = 'interview-room-controls';
  /** per loaded pad (by document name): whether its room is locked, and when that was read */
  private readonly locks = new Map<string, { locked: boolean; readAt: number }>();
  /** the reading in flight per pad: messages that arrive meanwhile wait for it instead of racing it */
  private readonly reading = new Map<string, Promise<boolean>>();
  /** bumped when a pad's lock changes here: a reading started before the change is not kept */
  private readonly generation = new Map<string, number>();
  /** the connections made read-only by the lock (and only those are made writable again) */
  private readonly lockedOut = new WeakSet<Connection>();

  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      rooms: Pick<RoomCache, 'hasEnded'>;
      now?: () => number;
    },
  ) {}

  async beforeHandleMessage({ connection, context, documentName: name }: beforeHandleMessagePayload) {
    const access = (context as Partial<CollabContext> | undefined)?.access;
    if (!access || access.role === 'interviewer') return;
    if (parseDocumentName(name)?.part !== 'code') return;
    const locked = await this.isLocked(name, access.room.id);
    if (locked) {
      if (!connection.readOnly) {
        connection.readOnly = true;
        this.lockedOut.add(connection);
      }
    } else if (this.lockedOut.has(connection)) {
      this.lockedOut.delete(connection);
      // an ended room stays read-only
      if (!(await this.deps.rooms.hasEnded(access.room.id))) connection.readOnly = false;
    }
  }

  /** the room's controls changed (on this instance): the next message reads them afresh */
  changed(code: string) {
    const name = documentName(code, 'code');
    this.locks.delete(name);
    this.reading.delete(name);
    this.generation.set(name, (this.generation.get(name) ?? 0) + 1);
  }

  async afterUnloadDocument({ documentName: name }: afterUnloadDocumentPayload) {
    this.locks.delete(name);
    this.reading.delete(name);
    this.generation.delete(name);
  }

  /** how many pads have a lock state kept (tests) */
  get knownPads(): number {
    return this.locks.size;
  }

  // One reading at a time per pad: two readings in flight could answer out of order, and an older
  // "unlocked" landing after a newer "locked" would make a locked-out candidate writable again.
  private isLocked(name: string, roomId: string): Promise<boolean> {
    const now = (this.deps.now ?? Date.now)();
    const known = this.locks.get(name);
    if (known && now - known.readAt < CONTROLS_CHECK_MS) return Promise.resolve(known.locked);
    const inFlight = this.reading.get(name);
    if (inFlight) return inFlight;
    const generation = this.generation.get(name) ?? 0;
    const read = this.deps.prisma.interviewRoom
      .findUnique({ where: { id: roomId }, select: { locked: true } })
      .then((room) => {
        const locked = room?.locked ?? false;
        // a change announced here meanwhile wins: the next message reads afresh
        if ((this.generation.get(name) ?? 0) === generation) this.locks.set(name, { locked, readAt: now });
        return locked;
      })
      .finally(() => {
        if (this.reading.get(name) === read) this.reading.delete(name);
      });
    this.reading.set(name, read);
    return read;
  }
}
