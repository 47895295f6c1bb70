// What the collaboration server remembers about the rooms it has open: a room's id by its code
// (a code never changes) and whether it has ended (a room never reopens; any instance may end
// it, so "still open" is re-read at most every ENDED_CHECK_MS). Entries live while the room's
// documents are loaded on this instance: `forget` drops them when Hocuspocus unloads a document,
// so the memory follows the rooms open now, not every room ever opened.
import type { PrismaClient } from '../../generated/prisma/client';

/** how stale an open connection's view of "the room has ended" may be */
const ENDED_CHECK_MS = 5_000;

export interface RoomCache {
  /** the room's id, or null when no room has this code (deleted) */
  idOf(code: string): Promise<string | null>;
  hasEnded(roomId: string): Promise<boolean>;
  markEnded(roomId: string): void;
  /** drops what is known of the room with this code (its documents were unloaded) */
  forget(code: string): void;
  /** whether anything is kept for the room with this code (tests) */
  knows(code: string): boolean;
}

export function createRoomCache(prisma: PrismaClient, now: () => number = Date.now): RoomCache {
  const ids = new Map<string, string>();
  const ended = new Set<string>();
  const checkedAt = new Map<string, number>();
  return {
    async idOf(code) {
      const known = ids.get(code);
      if (known) return known;
      const room = await prisma.interviewRoom.findUnique({ where: { code }, select: { id: true } });
      if (!room) return null;
      ids.set(code, room.id);
      return room.id;
    },
    async hasEnded(roomId) {
      if (ended.has(roomId)) return true;
      if (now() - (checkedAt.get(roomId) ?? 0) < ENDED_CHECK_MS) return false;
      checkedAt.set(roomId, now());
      const room = await prisma.interviewRoom.findUnique({ where: { id: roomId }, select: { status: true } });
      if (room?.status !== 'open') ended.add(roomId);
      return ended.has(roomId);
    },
    markEnded(roomId) {
      ended.add(roomId);
    },
    forget(code) {
      const roomId = ids.get(code);
      ids.delete(code);
      if (roomId) {
        ended.delete(roomId);
        checkedAt.delete(roomId);
      }
    },
    knows: (code) => ids.has(code),
  };
}
