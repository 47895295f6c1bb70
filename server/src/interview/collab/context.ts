// What a collaboration connection carries from hook to hook: the socket it came on (set when the
// socket is handed to Hocuspocus) and, once authenticated, the member's access to the room.
import type { WebSocket } from 'ws';
import type { RoomAccess } from '../interview.service';

export interface CollabContext {
  access: RoomAccess;
  /** the connection's WebSocket (every document connection of a socket starts with it) */
  socket?: WebSocket;
}
