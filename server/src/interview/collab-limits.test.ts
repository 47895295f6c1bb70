// Size limits on interview documents and rooms, over real collaboration sockets: a message over
// the update limit, or changes that would grow the document past its limit, close the sender's
// connection with a reason saying so, and are not stored; an interviewer's open rooms are limited.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';

const LIMITS = { maxUpdateBytes: 8 * 1024, maxDocumentBytes: 32 * 1024, maxBoardBytes: 64 * 1024, maxOpenRooms: 2 };

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: false, interviewLimits: LIMITS });
});
afterAll(() => app?.close());

type Owner = Awaited<ReturnType<typeof signUp>>;
const createRoom = (owner: Owner) =>
  owner.client.gql<{ createInterview: { code: string } }>('mutation { createInterview { code } }');

/** the interviewer's provider on the room's code pad; `closed` holds the close codes seen */
async function openPad(owner: Owner, code: string) {
  const socket = new HocuspocusProviderWebsocket({
    url: `${app.baseUrl.replace('http', 'ws')}/collab`,
    WebSocketPolyfill: WebSocket,
    maxAttempts: 1,
  });
  const closed: { code: number; reason: string }[] = [];
  const document = new Y.Doc();
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `interview:${code}:code`,
    token: owner.tokens.access.token,
    document,
    // the server closes this document's connection (the socket may carry others)
    onClose: ({ event }) => void closed.push({ code: event.code, reason: String(event.reason) }),
  });
  provider.attach();
  await vi.waitFor(() => expect(provider.isSynced).toBe(true), { timeout: 10_000 });
  return {
    text: document.getText('code'),
    closed,
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** the pad as the database keeps it, once the document is unloaded (and so stored) */
async function stored(code: string): Promise<Y.Doc> {
  const name = `interview:${code}:code`;
  await vi.waitFor(() => expect(app.services.collab.hocuspocus.documents.has(name)).toBe(false), { timeout: 15_000 });
  const row = await app.prisma.interviewDocument.findFirst({ where: { room: { code }, name: 'code' } });
  const doc = new Y.Doc();
  if (row) Y.applyUpdate(doc, new Uint8Array(row.state));
  return doc;
}

describe('interview size limits', () => {
  it('closes the connection of a change over the update limit, and applies none of it', async () => {
    const owner = await signUp(app);
    const { code } = (await createRoom(owner)).data!.createInterview;
    const pad = await openPad(owner, code);
    pad.text.insert(0, 'x'.repeat(LIMITS.maxUpdateBytes + 1));
    await vi.waitFor(() => expect(pad.closed[0]?.reason).toBe('This change is too large.'), {
      timeout: 10_000,
    });
    pad.close();
    expect((await stored(code)).getText('code').toString()).toBe('');
  });

  it('closes the connection of changes that would grow the document past its limit', async () => {
    const owner = await signUp(app);
    const { code } = (await createRoom(owner)).data!.createInterview;
    const pad = await openPad(owner, code);
    // small changes, each under the update limit, until the document would pass its limit
    for (let i = 0; i < 8 && pad.closed.length === 0; i++) pad.text.insert(pad.text.length, 'y'.repeat(6 * 1024));
    await vi.waitFor(() => expect(pad.closed[0]?.reason).toBe('This document is too large.'), {
      timeout: 10_000,
    });
    pad.close();
    const kept = await stored(code);
    expect(Y.encodeStateAsUpdate(kept).byteLength).toBeLessThanOrEqual(LIMITS.maxDocumentBytes);
    expect(kept.getText('code').toString()).toMatch(/^y+$/);
  });

  it('limits the open rooms of an interviewer; ending one frees a place', async () => {
    const owner = await signUp(app);
    const first = (await createRoom(owner)).data!.createInterview;
    await createRoom(owner);
    const third = await createRoom(owner);
    expect(third.errors?.[0]?.message).toBe('You have too many open interviews; end or delete one first.');
    await owner.client.gql('mutation ($code: String!) { endInterview(code: $code) { code } }', { code: first.code });
    expect((await createRoom(owner)).errors).toBeUndefined();
  });
});
