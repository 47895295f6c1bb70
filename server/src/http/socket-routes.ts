// The one upgrade handler of an instance's HTTP server: every WebSocket path (graphql-ws on
// /graphql, the collaboration socket) is a route here. Two `WebSocketServer({ server, path })` on
// one HTTP server abort each other's handshakes; one router that hands each upgrade to its
// path's `noServer` socket server does not, and an upgrade of an unknown path is refused at once
// instead of hanging. It also bounds the sockets one client address holds (all paths together):
// the upgrade past the limit is refused with 429 before any WebSocket exists.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { PEER_ADDRESS_HEADER, clientAddress } from '../security/client-address';

export interface SocketRoute {
  path: string;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** open connections, for /metrics */
  connections(): number;
  /** tells clients to reconnect elsewhere and lets go of the sockets */
  close(): Promise<void>;
}

export interface UpgradeLimits {
  /** sockets one client address may hold open at once */
  maxSocketsPerClient: number;
  /** TRUST_PROXY: how many proxies' X-Forwarded-For to believe */
  trustProxy: number;
}

const refuse = (socket: Duplex, status: string, extra = '') =>
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n${extra}Content-Length: 0\r\n\r\n`);

export function routeUpgrades(server: Server, routes: readonly SocketRoute[], limits: UpgradeLimits): void {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const open = new Map<string, number>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const route = byPath.get((req.url ?? '').split('?')[0]!);
    if (!route) return refuse(socket, '404 Not Found');
    // The socket's address, as app.ts records it for HTTP requests; never taken from the client.
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    const headers = new Headers();
    for (const name of ['x-forwarded-for', PEER_ADDRESS_HEADER]) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const client = clientAddress(headers, limits.trustProxy);
    const held = open.get(client) ?? 0;
    if (held >= limits.maxSocketsPerClient) return refuse(socket, '429 Too Many Requests', 'Retry-After: 10\r\n');
    open.set(client, held + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
    route.handleUpgrade(req, socket, head);
  });
}
