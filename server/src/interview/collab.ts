// The shared documents of mock interviews, served by Hocuspocus on the instance's own HTTP server
// and port (the app's upgrade router hands it COLLAB_PATH). Two documents per room:
//   interview:<code>:code   the pad (Y.Text 'code'), the shared run result (Y.Map 'run'), the
//                           timer (Y.Map 'timer') and the room's state (Y.Map 'room'); every member
//   interview:<code>:notes  the interviewer's private notes; the interviewer only
// This file only composes: each concern is one Hocuspocus extension in collab/ (authentication
// and roles, size limits, room lifecycle, the interviewer's lock, replay, persistence, Redis across instances), and the
// socket server below hands Hocuspocus its connections. A new document or concern is a new
// extension there, added to the list here.
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer } from 'ws';
import type { AccountsService } from '../accounts/accounts.service';
import type { CredentialRevocations } from '../accounts/credential-revocations';
import { DEFAULT_LIMITS } from '../config/limits';
import type { PrismaClient } from '../generated/prisma/client';
import type { SocketRoute } from '../http/socket-routes';
import { RoomAuthentication } from './collab/authentication.extension';
import type { CollabContext } from './collab/context';
import { RoomControlsEnforcement } from './collab/controls.extension';
import { RoomPersistence } from './collab/persistence.extension';
import { redisExtension } from './collab/redis.extension';
import { ReplayRecording } from './collab/replay.extension';
import { createRoomCache } from './collab/room-cache';
import { type RoomChange, RoomLifecycle } from './collab/room-lifecycle.extension';
import { DocumentSizeLimits } from './collab/size-limits.extension';
import type { InterviewService } from './interview.service';

export { COLLAB_SESSION_ENDED_CLOSE } from './collab/authentication.extension';

export const COLLAB_PATH = '/collab';
/** how long edits wait before the document is written (and at most, while edits keep coming) */
const STORE_DEBOUNCE_MS = 2_000;
const STORE_MAX_DEBOUNCE_MS = 10_000;

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

export function createCollaboration(deps: {
  prisma: PrismaClient;
  accounts: AccountsService;
  interviews: InterviewService;
  /** closes a socket when the sign-in or token that opened one of its documents ends */
  revocations?: Pick<CredentialRevocations, 'track'>;
  logger: Logger;
  redisUrl?: string;
  /** bytes of one participant message and of one document */
  sizes: { maxUpdateBytes: number; maxDocumentBytes: number; maxBoardBytes?: number };
  /** the largest frame a client may send (COLLAB_MAX_PAYLOAD_BYTES); a larger one closes the socket with 1009 */
  maxPayload?: number;
}): Collaboration {
  const { prisma, logger } = deps;
  // what the instance knows of the rooms it has open, shared by the extensions, dropped by
  // the lifecycle's afterUnloadDocument
  const rooms = createRoomCache(prisma);
  const lifecycle = new RoomLifecycle(rooms, Boolean(deps.redisUrl));
  const persistence = new RoomPersistence({ prisma, rooms, logger });
  // the interviewer's lock: a candidate's pad connection is read-only while the room is locked
  const controls = new RoomControlsEnforcement({ prisma, rooms });
  const extensions: Extension[] = [
    new RoomAuthentication(deps),
    new DocumentSizeLimits(deps.sizes),
    lifecycle,
    controls,
    new ReplayRecording({ prisma, rooms, logger }),
    persistence,
  ];
  if (deps.redisUrl) extensions.push(redisExtension(deps.redisUrl));

  const hocuspocus = new Hocuspocus<CollabContext>({
    name: 'interviews',
    quiet: true,
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    extensions,
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
    announce: (code, change, starter) => {
      if (change === 'controls') controls.changed(code);
      return lifecycle.announce(code, change, starter);
    },
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    connections: () => hocuspocus.getConnectionsCount(),
    knowsRoom: (code: string) => lifecycle.knowsRoom(code),
    async close() {
      // write every open document as it is now, then tell the clients to reconnect (to another
      // instance, or to this one when it is back: the document is in the database either way)
      await persistence.storeNow(hocuspocus.documents.values());
      for (const client of wss.clients) client.close(1012, 'Service restart: reconnect');
      // the replay's queue is written, Redis let go
      for (const extension of extensions) await extension.onDestroy?.({ instance: hocuspocus }).catch(() => undefined);
    },
  };
}
