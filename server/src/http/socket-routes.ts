// The one upgrade handler of an instance's HTTP server: every WebSocket path (graphql-ws on
// /graphql, the collaboration socket) is a route here. Two `WebSocketServer({ server, path })` on
// one HTTP server abort each other's handshakes; one router that hands each upgrade to its
// path's `noServer` socket server does not, and an upgrade of an unknown path is refused at once
// instead of hanging.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

export interface SocketRoute {
  path: string;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** open connections, for /metrics */
  connections(): number;
  /** tells clients to reconnect elsewhere and lets go of the sockets */
  close(): Promise<void>;
}

export function routeUpgrades(server: Server, routes: readonly SocketRoute[]): void {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const route = byPath.get((req.url ?? '').split('?')[0]!);
    if (route) return route.handleUpgrade(req, socket, head);
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
}
