// Size limits on the shared documents of interview rooms, checked before a participant's Yjs
// message is applied: a message over the update limit, or one that would grow the document past
// the document limit, closes that document's connection with a reason the client can show (the
// provider's close event; 4413 when the socket carries only it), and
// nothing of it is applied or stored. The document's size is measured exactly only when the bytes
// received since the last measurement could have reached the limit, so a keystroke costs nothing.
import type { Document } from '@hocuspocus/server';
import * as Y from 'yjs';

export const TOO_LARGE_CODE = 4413;

/** what Hocuspocus closes the connection with when a hook throws it */
class TooLarge extends Error {
  readonly code = TOO_LARGE_CODE;
  constructor(readonly reason: string) {
    super(reason);
  }
}

export function collabSizeLimits(limits: { maxUpdateBytes: number; maxDocumentBytes: number }) {
  // per document: its size when last measured and the bytes received since (gone with the document)
  const sizes = new WeakMap<Document, { measured: number; since: number }>();
  return {
    check(document: Document, update: Uint8Array) {
      if (update.byteLength > limits.maxUpdateBytes) throw new TooLarge('This change is too large.');
      let size = sizes.get(document);
      if (!size || size.measured + size.since + update.byteLength > limits.maxDocumentBytes) {
        size = { measured: Y.encodeStateAsUpdate(document).byteLength, since: 0 };
        sizes.set(document, size);
        if (size.measured + update.byteLength > limits.maxDocumentBytes) {
          throw new TooLarge('This document is too large.');
        }
      }
      size.since += update.byteLength;
    },
  };
}
