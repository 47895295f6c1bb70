// The code pad's and the whiteboard's updates recorded with their times (InterviewUpdate) for the interviewer's replay:
// the participants' changes and the server's own (a new problem's starter), each once: a change
// relayed from another instance was recorded there. Updates are queued and written in batches
// (one insert per flush); what is queued is written when the instance stops. Each participant's
// update carries its author (the connection's member: id, name, role) for the replay's lanes; the
// server's own has none.
import { type Extension, isTransactionOrigin, type onChangePayload } from '@hocuspocus/server';
import type { Logger } from 'pino';
import type { PrismaClient } from '../../generated/prisma/client';
import type { CollabContext } from './context';
import { parseDocumentName, REPLAYED_PARTS } from './document-name';
import type { RoomCache } from './room-cache';

/** replay updates are written in batches at most this often */
const REPLAY_FLUSH_MS = 500;

export class ReplayRecording implements Extension {
  extensionName = 'interview-replay';
  private queue: {
    roomId: string;
    part: string;
    update: Uint8Array<ArrayBuffer>;
    at: Date;
    authorId: string | null;
    authorName: string | null;
    authorRole: string | null;
  }[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      rooms: Pick<RoomCache, 'idOf'>;
      logger: Logger;
      flushMs?: number;
    },
  ) {}

  async onChange({ documentName, update, transactionOrigin, context }: onChangePayload) {
    if (!isTransactionOrigin(transactionOrigin) || transactionOrigin.source === 'redis') return;
    const parsed = parseDocumentName(documentName);
    if (!parsed || !REPLAYED_PARTS.has(parsed.part)) return;
    const access = (context as Partial<CollabContext> | undefined)?.access;
    const roomId = access?.room.id ?? (await this.deps.rooms.idOf(parsed.code));
    if (roomId) this.record(roomId, parsed.part, update, access);
  }

  async onDestroy() {
    clearTimeout(this.timer);
    await this.flush();
  }

  /** updates waiting for the next batch (tests) */
  get queued(): number {
    return this.queue.length;
  }

  private record(roomId: string, part: string, update: Uint8Array, author?: Partial<CollabContext['access']>) {
    this.queue.push({
      roomId,
      part,
      update: new Uint8Array(update),
      at: new Date(),
      authorId: author?.participantId ?? null,
      authorName: author?.name ?? null,
      authorRole: author?.role ?? null,
    });
    this.timer ??= setTimeout(() => void this.flush(), this.deps.flushMs ?? REPLAY_FLUSH_MS);
  }

  /** writes what is queued now */
  private async flush() {
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    await this.deps.prisma.interviewUpdate.createMany({ data: batch }).catch((error: unknown) => {
      // a room deleted meanwhile: its updates go with it
      this.deps.logger.warn({ err: error }, 'interview replay: updates not recorded');
    });
  }
}
