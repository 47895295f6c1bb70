// Size limits on a room's documents, checked before a participant's Yjs message is applied: a
// message over the update limit, or one that would grow the document past the document limit,
// closes that document's connection with a reason the client can show (the provider's close event;
// 4413 when the socket carries only it), and nothing of it is applied or stored. The document's
// size is measured exactly only when the bytes received since the last measurement could have
// reached the limit, so a keystroke costs nothing. What it measured goes with the document.
import type { Extension, afterUnloadDocumentPayload, beforeHandleMessagePayload } from '@hocuspocus/server';
import * as Y from 'yjs';
import { parseDocumentName } from './document-name';

export const TOO_LARGE_CODE = 4413;

/** what Hocuspocus closes the connection with when a hook throws it */
class TooLarge extends Error {
  readonly code = TOO_LARGE_CODE;
  constructor(readonly reason: string) {
    super(reason);
  }
}

export class DocumentSizeLimits implements Extension {
  extensionName = 'interview-size-limits';
  /** runs before the other message checks: a refused message is never looked at further */
  priority = 200;
  /** per loaded document: its size when last measured and the bytes received since */
  private readonly sizes = new Map<string, { measured: number; since: number }>();

  constructor(private readonly limits: { maxUpdateBytes: number; maxDocumentBytes: number; maxBoardBytes?: number }) {}

  /** the whiteboard holds drawings (every element's JSON, freehand points): it may grow larger */
  private maxBytesOf(documentName: string): number {
    const board = parseDocumentName(documentName)?.part === 'board';
    return board ? (this.limits.maxBoardBytes ?? this.limits.maxDocumentBytes) : this.limits.maxDocumentBytes;
  }

  async beforeHandleMessage({ document, documentName, update }: beforeHandleMessagePayload) {
    if (update.byteLength > this.limits.maxUpdateBytes) throw new TooLarge('This change is too large.');
    const maxDocumentBytes = this.maxBytesOf(documentName);
    let size = this.sizes.get(documentName);
    if (!size || size.measured + size.since + update.byteLength > maxDocumentBytes) {
      size = { measured: Y.encodeStateAsUpdate(document).byteLength, since: 0 };
      this.sizes.set(documentName, size);
      if (size.measured + update.byteLength > maxDocumentBytes) {
        throw new TooLarge('This document is too large.');
      }
    }
    size.since += update.byteLength;
  }

  async afterUnloadDocument({ documentName }: afterUnloadDocumentPayload) {
    this.sizes.delete(documentName);
  }

  /** how many documents have a measurement kept (tests) */
  get measuredDocuments(): number {
    return this.sizes.size;
  }
}
