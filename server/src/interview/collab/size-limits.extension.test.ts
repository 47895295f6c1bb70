// DocumentSizeLimits hook by hook, on real Hocuspocus documents and real Yjs updates: what it
// refuses, with which close code and reason, and that its measurement goes in afterUnloadDocument.
import { Document, type afterUnloadDocumentPayload, type beforeHandleMessagePayload } from '@hocuspocus/server';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DocumentSizeLimits, TOO_LARGE_CODE } from './size-limits.extension';

const LIMITS = { maxUpdateBytes: 1024, maxDocumentBytes: 4 * 1024 };
const NAME = 'interview:abcdefghijklmnopqrstuvwx:code';

/** a participant's update typing `text` after what `from` holds (applied to it, as Hocuspocus would) */
function typed(from: Y.Doc, text: string): Uint8Array {
  const before = Y.encodeStateVector(from);
  from.getText('code').insert(from.getText('code').length, text);
  return Y.encodeStateAsUpdate(from, before);
}

const message = (document: Document, update: Uint8Array) =>
  ({ document, documentName: document.name, update }) as unknown as beforeHandleMessagePayload;

describe('DocumentSizeLimits.beforeHandleMessage', () => {
  it('lets changes under both limits through', async () => {
    const limits = new DocumentSizeLimits(LIMITS);
    const document = new Document(NAME);
    for (let i = 0; i < 3; i++)
      await expect(
        limits.beforeHandleMessage(message(document, typed(document, 'x'.repeat(500)))),
      ).resolves.toBeUndefined();
  });

  it('refuses a change over the update limit with 4413 and a reason', async () => {
    const limits = new DocumentSizeLimits(LIMITS);
    const document = new Document(NAME);
    const update = typed(new Y.Doc(), 'x'.repeat(LIMITS.maxUpdateBytes + 1));
    await expect(limits.beforeHandleMessage(message(document, update))).rejects.toMatchObject({
      code: TOO_LARGE_CODE,
      reason: 'This change is too large.',
    });
  });

  it('refuses the change that would grow the document past its limit, measuring it only then', async () => {
    const limits = new DocumentSizeLimits(LIMITS);
    const document = new Document(NAME);
    const writer = new Y.Doc();
    let refused: unknown;
    for (let i = 0; i < 8 && !refused; i++) {
      const update = typed(writer, 'y'.repeat(900));
      refused = await limits.beforeHandleMessage(message(document, update)).catch((error: unknown) => error);
      if (!refused) Y.applyUpdate(document, update);
    }
    expect(refused).toMatchObject({ code: TOO_LARGE_CODE, reason: 'This document is too large.' });
    expect(Y.encodeStateAsUpdate(document).byteLength).toBeLessThanOrEqual(LIMITS.maxDocumentBytes);
  });
});

describe('DocumentSizeLimits on the whiteboard', () => {
  it('lets the board grow to its own, larger limit, then refuses', async () => {
    const limits = new DocumentSizeLimits({ ...LIMITS, maxBoardBytes: 8 * 1024 });
    const board = new Document('interview:abcdefghijklmnopqrstuvwx:board');
    const writer = new Y.Doc();
    let accepted = 0;
    let refused: unknown;
    for (let i = 0; i < 20 && !refused; i++) {
      const update = typed(writer, 'b'.repeat(900));
      refused = await limits.beforeHandleMessage(message(board, update)).catch((error: unknown) => error);
      if (!refused) {
        Y.applyUpdate(board, update);
        accepted++;
      }
    }
    // past the 4 KiB of a code pad, within the board's 8 KiB
    expect(Y.encodeStateAsUpdate(board).byteLength).toBeGreaterThan(LIMITS.maxDocumentBytes);
    expect(Y.encodeStateAsUpdate(board).byteLength).toBeLessThanOrEqual(8 * 1024);
    expect(accepted).toBeGreaterThan(4);
    expect(refused).toMatchObject({ code: TOO_LARGE_CODE, reason: 'This document is too large.' });
  });
});

describe('DocumentSizeLimits.afterUnloadDocument', () => {
  it('drops what it measured of the document', async () => {
    const limits = new DocumentSizeLimits(LIMITS);
    const document = new Document(NAME);
    await limits.beforeHandleMessage(message(document, typed(document, 'z')));
    expect(limits.measuredDocuments).toBe(1);
    await limits.afterUnloadDocument({ documentName: NAME } as afterUnloadDocumentPayload);
    expect(limits.measuredDocuments).toBe(0);
  });
});
