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
    this.locks.delete(documentName(code, 'code'));
  }

  async afterUnloadDocument({ documentName: name }: afterUnloadDocumentPayload) {
    this.locks.delete(name);
  }

  /** how many pads have a lock state kept (tests) */
  get knownPads(): number {
    return this.locks.size;
  }

  private async isLocked(name: string, roomId: string): Promise<boolean> {
    const now = (this.deps.now ?? Date.now)();
    const known = this.locks.get(name);
    if (known && now - known.readAt < CONTROLS_CHECK_MS) return known.locked;
    const room = await this.deps.prisma.interviewRoom.findUnique({ where: { id: roomId }, select: { locked: true } });
    const locked = room?.locked ?? false;
    this.locks.set(name, { locked, readAt: now });
    return locked;
  }
}
