// RoomAuthentication hook by hook: onAuthenticate called as Hocuspocus calls it, against a real
// server's accounts, rooms and credential register (real PostgreSQL), with a real WebSocket for the
// socket that closes when its sign-in ends.
import type { onAuthenticatePayload } from '@hocuspocus/server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { signUp } from '../../../test/client';
import { connectionConfig, createRoom, joinAsGuest } from '../../../test/interview-rooms';
import { type TestServer, startTestServer } from '../../../test/server';
import { COLLAB_SESSION_ENDED_CLOSE, RoomAuthentication } from './authentication.extension';

let app: TestServer;
let auth: RoomAuthentication;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
  auth = new RoomAuthentication(app.services);
});
afterAll(() => app?.close());

function authenticate(documentName: string, token: string, socket?: WebSocket) {
  const config = connectionConfig();
  const payload = { documentName, token, connectionConfig: config, context: { socket } };
  return { config, result: auth.onAuthenticate(payload as unknown as onAuthenticatePayload) };
}

/** the server's end of a real WebSocket connection (and the client's, to see the close) */
async function socketPair() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const clientSide = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const serverSide = await accepted;
  await new Promise((resolve) => clientSide.once('open', resolve));
  const closed = new Promise<number>((resolve) => clientSide.once('close', resolve));
  return { serverSide, closed, stop: () => new Promise((resolve) => wss.close(resolve)) };
}

describe('RoomAuthentication.onAuthenticate', () => {
  it('gives the interviewer both documents, writable, and their access in the context', async () => {
    const room = await createRoom(app);
    for (const part of ['code', 'notes']) {
      const { config, result } = authenticate(`interview:${room.code}:${part}`, room.owner.tokens.access.token);
      const context = await result;
      expect(context.access.role).toBe('interviewer');
      expect(context.access.room.id).toBe(room.id);
      expect(config.readOnly).toBe(false);
    }
  });

  it('gives a guest the pad but not the notes', async () => {
    const room = await createRoom(app);
    const guest = `guest:${await joinAsGuest(app, room.code)}`;
    expect((await authenticate(`interview:${room.code}:code`, guest).result).access.role).toBe('candidate');
    await expect(authenticate(`interview:${room.code}:notes`, guest).result).rejects.toThrow(
      'The notes are the interviewer’s.',
    );
  });

  it('gives both members the whiteboard, writable', async () => {
    const room = await createRoom(app);
    const guest = `guest:${await joinAsGuest(app, room.code)}`;
    for (const [token, role] of [
      [room.owner.tokens.access.token, 'interviewer'],
      [guest, 'candidate'],
    ] as const) {
      const { config, result } = authenticate(`interview:${room.code}:board`, token);
      expect((await result).access.role).toBe(role);
      expect(config.readOnly).toBe(false);
    }
  });

  it('refuses strangers, anonymous connections and names that are no room document', async () => {
    const room = await createRoom(app);
    const stranger = await signUp(app);
    await expect(authenticate(`interview:${room.code}:code`, stranger.tokens.access.token).result).rejects.toThrow(
      'Not in this interview.',
    );
    await expect(authenticate(`interview:${room.code}:code`, '').result).rejects.toThrow('Not in this interview.');
    await expect(authenticate('interview:nope:code', room.owner.tokens.access.token).result).rejects.toThrow(
      'Unknown document.',
    );
  });

  it('refuses a personal access token without the interview scope, saying why; takes one with it', async () => {
    const room = await createRoom(app);
    const token = async (scope: string) =>
      (
        await room.owner.client.gql<{ createApiToken: { token: string } }>(
          'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
          { input: { name: `collab ${scope}`, scope, expiresInDays: 7 } },
        )
      ).data!.createApiToken.token;
    await expect(authenticate(`interview:${room.code}:code`, await token('read')).result).rejects.toMatchObject({
      reason: 'A personal access token needs the interview scope to open interview documents.',
    });
    const taken = await authenticate(`interview:${room.code}:code`, await token('interview')).result;
    expect(taken.access.role).toBe('interviewer');
  });

  it('makes an ended room read-only', async () => {
    const room = await createRoom(app);
    await room.owner.client.gql('mutation ($code: String!) { endInterview(code: $code) { code } }', {
      code: room.code,
    });
    const { config, result } = authenticate(`interview:${room.code}:code`, room.owner.tokens.access.token);
    await result;
    expect(config.readOnly).toBe(true);
  });

  it('closes the socket with 4401 when the sign-in it was opened with ends', async () => {
    const room = await createRoom(app);
    const pair = await socketPair();
    try {
      await authenticate(`interview:${room.code}:code`, room.owner.tokens.access.token, pair.serverSide).result;
      const out = await room.owner.client.gql('mutation ($r: String!) { logout(refreshToken: $r) }', {
        r: room.owner.tokens.refresh.token,
      });
      expect(out.errors).toBeUndefined();
      expect(await pair.closed).toBe(COLLAB_SESSION_ENDED_CLOSE);
    } finally {
      await pair.stop();
    }
  });
});
