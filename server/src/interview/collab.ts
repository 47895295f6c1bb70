// The shared documents of mock interviews, served by Hocuspocus on the instance's own HTTP server
// and port (the app's upgrade router hands it COLLAB_PATH). Two documents per room:
//   interview:<code>:code   the pad (Y.Text 'code'), the shared run result (Y.Map 'run'), the
//                           timer (Y.Map 'timer') and the room's state (Y.Map 'room'); every member
//   interview:<code>:notes  the interviewer's private notes; the interviewer only
// A connection authenticates with our access token or a guest's grant (prefixed `guest:`); who is
// not in the room gets nothing, and an ended room is read-only for everyone. Documents live in
// PostgreSQL (InterviewDocument, debounced, flushed when the instance stops), so a room survives
// every instance restarting; with REDIS_URL, Hocuspocus's Redis extension joins a room's
// connections across instances. The code's updates are also recorded with their times
// (InterviewUpdate) for the interviewer's replay.
import { collabSizeLimits } from './collab-limits';
import { Database } from '@hocuspocus/extension-database';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Hocuspocus, type Extension, isTransactionOrigin } from '@hocuspocus/server';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer } from 'ws';
import * as Y from 'yjs';
import type { AccountsService } from '../accounts/accounts.service';
import { tokenMayUseInterviews } from '../accounts/api-token-scopes';
import { type CredentialRevocations, credentialOf } from '../accounts/credential-revocations';
import { DEFAULT_LIMITS } from '../config/limits';
import type { PrismaClient } from '../generated/prisma/client';
import type { SocketRoute } from '../http/socket-routes';
import type { InterviewService, RoomAccess } from './interview.service';
import { createRoomCache } from './room-cache';

export const COLLAB_PATH = '/collab';
const DOCUMENT_NAME = /^interview:([A-Za-z0-9_-]{24}):(code|notes)$/;
/** how long edits wait before the document is written (and at most, while edits keep coming) */
const STORE_DEBOUNCE_MS = 2_000;
const STORE_MAX_DEBOUNCE_MS = 10_000;
/** replay updates are written in batches at most this often */
const REPLAY_FLUSH_MS = 500;

/** what the server tells a room's open pages (a stateless message on the code document) */
export type RoomChange = 'problem' | 'ended';

export interface CollabContext {
  access: RoomAccess;
  /** the connection's WebSocket (every document connection of a socket starts with it) */
  socket?: WebSocket;
}

/** close code of a socket whose credential ended (as graphql-ws's SESSION_ENDED_CLOSE) */
export const COLLAB_SESSION_ENDED_CLOSE = 4401;

export type Collaboration = SocketRoute & {
  hocuspocus: Hocuspocus;
  /** whether this instance keeps anything of the room with this code (while its documents are loaded) */
  knowsRoom(code: string): boolean;
  /**
   * tells every open page of a room (on every instance) what changed, so it reloads the room; a
   * new problem's `starter` replaces the pad's code first, for everyone at once
   */
  announce(code: string, change: RoomChange, starter?: string): Promise<void>;
};

export function parseDocumentName(name: string): { code: string; part: 'code' | 'notes' } | null {
  const match = DOCUMENT_NAME.exec(name);
  return match ? { code: match[1]!, part: match[2] as 'code' | 'notes' } : null;
}

/** the code's updates, queued and written in batches (one insert per room and flush) */
function replayRecorder(prisma: PrismaClient, logger: Logger) {
  let queue: { roomId: string; update: Uint8Array<ArrayBuffer>; at: Date }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    await prisma.interviewUpdate.createMany({ data: batch }).catch((error: unknown) => {
      // a room deleted meanwhile: its updates go with it
      logger.warn({ err: error }, 'interview replay: updates not recorded');
    });
  };
  return {
    record(roomId: string, update: Uint8Array) {
      queue.push({ roomId, update: new Uint8Array(update), at: new Date() });
      timer ??= setTimeout(() => void flush(), REPLAY_FLUSH_MS);
    },
    async close() {
      clearTimeout(timer);
      await flush();
    },
  };
}

export function createCollaboration(deps: {
  prisma: PrismaClient;
  accounts: AccountsService;
  interviews: InterviewService;
  /** closes a socket when the sign-in or token that opened one of its documents ends */
  revocations?: Pick<CredentialRevocations, 'track'>;
  logger: Logger;
  redisUrl?: string;
  /** bytes of one participant message and of one document */
  sizes: { maxUpdateBytes: number; maxDocumentBytes: number };
  /** the largest frame a client may send (COLLAB_MAX_PAYLOAD_BYTES); a larger one closes the socket with 1009 */
  maxPayload?: number;
}): Collaboration {
  const { prisma, accounts, interviews, logger } = deps;
  const sizeLimits = collabSizeLimits(deps.sizes);
  const replay = replayRecorder(prisma, logger);
  const rooms = createRoomCache(prisma);
  const hasEnded = (roomId: string) => rooms.hasEnded(roomId);
  const roomIdOf = async (documentName: string) => {
    const parsed = parseDocumentName(documentName);
    if (!parsed) return null;
    const roomId = await rooms.idOf(parsed.code);
    return roomId ? { roomId, part: parsed.part } : null;
  };

  const persist = async (documentName: string, state: Uint8Array) => {
    const target = await roomIdOf(documentName);
    if (!target) return; // the room was deleted
    const bytes = new Uint8Array(state);
    try {
      await prisma.interviewDocument.upsert({
        where: { roomId_name: { roomId: target.roomId, name: target.part } },
        create: { roomId: target.roomId, name: target.part, state: bytes },
        update: { state: bytes, version: { increment: 1 } },
      });
    } catch (error) {
      // the room was deleted since its id was looked up: nothing to keep
      if ((error as { code?: string }).code === 'P2003') return;
      throw error;
    }
  };

  const extensions: Extension[] = [
    new Database({
      fetch: async ({ documentName }) => {
        const target = await roomIdOf(documentName);
        if (!target) return null;
        const row = await prisma.interviewDocument.findUnique({
          where: { roomId_name: { roomId: target.roomId, name: target.part } },
          select: { state: true },
        });
        return row ? new Uint8Array(row.state) : null;
      },
      store: ({ documentName, state }) => persist(documentName, state),
    }),
  ];
  if (deps.redisUrl) {
    // the extension brings its own ioredis (it pins ~5.6): give it the address, not a client
    const url = new URL(deps.redisUrl);
    extensions.push(
      new RedisExtension({
        host: url.hostname,
        port: Number(url.port || 6379),
        options: {
          username: url.username || undefined,
          password: url.password ? decodeURIComponent(url.password) : undefined,
          db: Number(url.pathname.slice(1) || 0),
          tls: url.protocol === 'rediss:' ? {} : undefined,
          maxRetriesPerRequest: null,
        },
        prefix: 'platform:collab',
      }),
    );
  }

  const hocuspocus = new Hocuspocus<CollabContext>({
    name: 'interviews',
    quiet: true,
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    extensions,
    async onAuthenticate({ documentName, token, connectionConfig, context }) {
      const since = Date.now();
      const parsed = parseDocumentName(documentName);
      if (!parsed) throw new Error('Unknown document.');
      const guestToken = token.startsWith('guest:') ? token.slice('guest:'.length) : null;
      let viewer = null;
      if (!guestToken && token) {
        viewer = await accounts.authenticate(
          new Request('http://collab/', { headers: { authorization: `Bearer ${token}` } }),
        );
      }
      // the scopes GraphQL applies (api-token-scopes.ts): a token opens a room's documents only
      // with the interview scope
      if (viewer?.apiToken && !tokenMayUseInterviews(viewer.apiToken)) {
        // `reason` is what the client's onAuthenticationFailed reads
        throw Object.assign(new Error('A token without the interview scope'), {
          reason: 'A personal access token needs the interview scope to open interview documents.',
        });
      }
      const access = await interviews.access(parsed.code, { viewer, guestToken });
      if (!access.role) throw new Error('Not in this interview.');
      if (parsed.part === 'notes' && access.role !== 'interviewer') throw new Error('The notes are the interviewer’s.');
      if (access.room.status !== 'open') connectionConfig.readOnly = true;
      // the socket closes (4401) when the sign-in or token it was opened with ends, on any instance
      const credential = credentialOf(viewer);
      const socket = (context as Partial<CollabContext> | undefined)?.socket;
      if (credential && socket && deps.revocations) {
        const untrack = deps.revocations.track(credential, since, () => {
          if (socket.readyState === WebSocket.OPEN) socket.close(COLLAB_SESSION_ENDED_CLOSE, 'Your session has ended.');
        });
        if (socket.readyState !== WebSocket.OPEN) untrack();
        else socket.once('close', untrack);
      }
      return { access };
    },
    // a room ended while connections were open (on any instance): they turn read-only
    async beforeHandleMessage({ connection, context, document, update }) {
      // too large a change closes the sender's connection (4413) before anything is applied
      sizeLimits.check(document, update);
      const roomId = (context as CollabContext | undefined)?.access.room.id;
      if (!connection.readOnly && roomId && (await hasEnded(roomId))) connection.readOnly = true;
    },
    // the room's documents left this instance's memory: so does what it knew of the room
    async afterUnloadDocument({ documentName }) {
      const parsed = parseDocumentName(documentName);
      if (
        parsed &&
        !hocuspocus.documents.has(`interview:${parsed.code}:${parsed.part === 'code' ? 'notes' : 'code'}`)
      ) {
        rooms.forget(parsed.code);
      }
    },
    // the code's changes from participants and from the server (a new problem's starter), once:
    // a change relayed from another instance was recorded there
    async onChange({ documentName, update, transactionOrigin, context }) {
      if (!isTransactionOrigin(transactionOrigin) || transactionOrigin.source === 'redis') return;
      if (parseDocumentName(documentName)?.part !== 'code') return;
      const roomId = (context as CollabContext | undefined)?.access?.room.id ?? (await roomIdOf(documentName))?.roomId;
      if (roomId) replay.record(roomId, update);
    },
  });

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: deps.maxPayload ?? DEFAULT_LIMITS.collabMaxPayloadBytes,
  });
  wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const connection = hocuspocus.handleConnection(
      socket,
      new Request(`http://localhost${req.url ?? COLLAB_PATH}`, { headers }),
      { socket } as CollabContext,
    );
    socket.on('message', (data: Buffer) => connection.handleMessage(new Uint8Array(data)));
    socket.on('close', (code, reason) => connection.handleClose({ code, reason: reason.toString() } as CloseEvent));
    // a frame over maxPayload: ws is already closing with 1009, which the client must get
    socket.on('error', () => {
      if (socket.readyState !== WebSocket.CLOSING) socket.terminate();
    });
  });

  return {
    path: COLLAB_PATH,
    hocuspocus,
    async announce(code: string, change: RoomChange, starter?: string) {
      const name = `interview:${code}:code`;
      const payload = JSON.stringify({ type: 'room', change });
      if (starter !== undefined) {
        // the server writes the starter, so a problem set from any client (or a tool) reaches the pad
        const direct = await hocuspocus.openDirectConnection(name);
        await direct.transact((document) => {
          const text = document.getText('code');
          text.delete(0, text.length);
          text.insert(0, starter);
        });
        direct.document?.broadcastStateless(payload);
        await direct.disconnect();
        return;
      }
      const local = hocuspocus.documents.get(name);
      if (local && change === 'ended') {
        // this instance's connections turn read-only now; other instances' at their next check
        for (const connection of local.getConnections()) {
          connection.readOnly = true;
          const roomId = (connection.context as CollabContext | undefined)?.access.room.id;
          if (roomId) rooms.markEnded(roomId);
        }
      }
      if (local) return local.broadcastStateless(payload); // the Redis extension relays it
      if (!deps.redisUrl) return; // nobody has the room open
      // open here only to reach the pages on other instances through Redis
      const direct = await hocuspocus.openDirectConnection(name);
      direct.document?.broadcastStateless(payload);
      await direct.disconnect();
    },
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    connections: () => hocuspocus.getConnectionsCount(),
    knowsRoom: (code: string) => rooms.knows(code),
    async close() {
      // write every open document as it is now, then tell the clients to reconnect (to another
      // instance, or to this one when it is back: the document is in the database either way)
      await Promise.all(
        [...hocuspocus.documents.values()].map((document) =>
          persist(document.name, Y.encodeStateAsUpdate(document)).catch((error: unknown) =>
            logger.error({ err: error, document: document.name }, 'interview document not written at stop'),
          ),
        ),
      );
      for (const client of wss.clients) client.close(1012, 'Service restart: reconnect');
      await replay.close();
      for (const extension of extensions) await extension.onDestroy?.({ instance: hocuspocus }).catch(() => undefined);
    },
  };
}
