// A room's life as its open pages see it: the server tells them what changed (a new problem, the
// end) with a stateless message on the code document, which the Redis extension relays to every
// instance; a room ended while connections were open (on any instance) turns them read-only, here
// at once and elsewhere at their next message. What the instance knows of a room (RoomCache) lives
// while one of the room's documents is loaded and is dropped in afterUnloadDocument.
import type {
  Extension,
  Hocuspocus,
  afterUnloadDocumentPayload,
  beforeHandleMessagePayload,
  onConfigurePayload,
} from '@hocuspocus/server';
import type { CollabContext } from './context';
import { DOCUMENT_PARTS, documentName, parseDocumentName } from './document-name';
import type { RoomCache } from './room-cache';

/** what the server tells a room's open pages (a stateless message on the code document) */
export type RoomChange = 'problem' | 'ended' | 'controls';

export class RoomLifecycle implements Extension {
  extensionName = 'interview-room-lifecycle';
  private instance: Hocuspocus | undefined;

  constructor(
    private readonly rooms: RoomCache,
    /** whether other instances share the rooms (through Redis) */
    private readonly relayed: boolean,
  ) {}

  async onConfigure({ instance }: onConfigurePayload) {
    this.instance = instance;
  }

  // a room ended while connections were open (on any instance): they turn read-only
  async beforeHandleMessage({ connection, context }: beforeHandleMessagePayload) {
    const roomId = (context as Partial<CollabContext> | undefined)?.access?.room.id;
    if (!connection.readOnly && roomId && (await this.rooms.hasEnded(roomId))) connection.readOnly = true;
  }

  // the room's documents left this instance's memory: so does what it knew of the room
  async afterUnloadDocument({ documentName: name, instance }: afterUnloadDocumentPayload) {
    const parsed = parseDocumentName(name);
    if (!parsed) return;
    const siblings = DOCUMENT_PARTS.filter((part) => part !== parsed.part);
    if (!siblings.some((part) => instance.documents.has(documentName(parsed.code, part))))
      this.rooms.forget(parsed.code);
  }

  /**
   * tells every open page of a room (on every instance) what changed, so it reloads the room; a
   * new problem's `starter` replaces the pad's code first, for everyone at once
   */
  async announce(code: string, change: RoomChange, starter?: string) {
    const hocuspocus = this.hocuspocus();
    const name = documentName(code, 'code');
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
        const roomId = (connection.context as Partial<CollabContext> | undefined)?.access?.room.id;
        if (roomId) this.rooms.markEnded(roomId);
      }
    }
    if (local) return local.broadcastStateless(payload); // the Redis extension relays it
    if (!this.relayed) return; // nobody has the room open
    // open here only to reach the pages on other instances through Redis
    const direct = await hocuspocus.openDirectConnection(name);
    direct.document?.broadcastStateless(payload);
    await direct.disconnect();
  }

  /** whether this instance keeps anything of the room with this code (while its documents are loaded) */
  knowsRoom(code: string): boolean {
    return this.rooms.knows(code);
  }

  private hocuspocus(): Hocuspocus {
    if (!this.instance) throw new Error('The room lifecycle extension is not part of a Hocuspocus instance.');
    return this.instance;
  }
}
