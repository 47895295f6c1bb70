// A room's documents live in PostgreSQL (InterviewDocument, one row per room and part), so a room
// survives every instance restarting. Hocuspocus's Database extension does the loading and the
// debounced storing; this fills in where the bytes go. A room deleted meanwhile keeps nothing.
import { Database } from '@hocuspocus/extension-database';
import type { Document } from '@hocuspocus/server';
import type { Logger } from 'pino';
import * as Y from 'yjs';
import type { PrismaClient } from '../../generated/prisma/client';
import { parseDocumentName } from './document-name';
import type { RoomCache } from './room-cache';

export class RoomPersistence extends Database {
  extensionName = 'interview-persistence';

  constructor(private readonly deps: { prisma: PrismaClient; rooms: Pick<RoomCache, 'idOf'>; logger: Logger }) {
    super({
      fetch: ({ documentName }) => this.load(documentName),
      store: ({ documentName, state }) => this.write(documentName, state),
    });
  }

  /** writes every document as it is now (the instance is stopping); a failure is logged, not thrown */
  async storeNow(documents: Iterable<Document>) {
    await Promise.all(
      [...documents].map((document) =>
        this.write(document.name, Y.encodeStateAsUpdate(document)).catch((error: unknown) =>
          this.deps.logger.error({ err: error, document: document.name }, 'interview document not written at stop'),
        ),
      ),
    );
  }

  private async target(documentName: string) {
    const parsed = parseDocumentName(documentName);
    const roomId = parsed && (await this.deps.rooms.idOf(parsed.code));
    return roomId ? { roomId, name: parsed.part } : null;
  }

  private async load(documentName: string): Promise<Uint8Array | null> {
    const target = await this.target(documentName);
    if (!target) return null;
    const row = await this.deps.prisma.interviewDocument.findUnique({
      where: { roomId_name: target },
      select: { state: true },
    });
    return row ? new Uint8Array(row.state) : null;
  }

  private async write(documentName: string, state: Uint8Array) {
    const target = await this.target(documentName);
    if (!target) return; // the room was deleted
    const bytes = new Uint8Array(state);
    try {
      await this.deps.prisma.interviewDocument.upsert({
        where: { roomId_name: target },
        create: { ...target, state: bytes },
        update: { state: bytes, version: { increment: 1 } },
      });
    } catch (error) {
      // the room was deleted since its id was looked up: nothing to keep
      if ((error as { code?: string }).code === 'P2003') return;
      throw error;
    }
  }
}
