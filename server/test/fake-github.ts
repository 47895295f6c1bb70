// A small OAuth provider on loopback that speaks GitHub's web flow (authorize → code → token →
// /user and /user/emails), so tests run the platform's whole sign-in flow without the internet.
// The identity that "approves" is chosen per test with setIdentity().
import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGithubIdentity {
  id: number;
  login: string;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface FakeGithub {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  setIdentity(identity: FakeGithubIdentity): void;
  /** the authorize requests seen (their query parameters) */
  authorizeRequests: URLSearchParams[];
  close(): Promise<void>;
}

export async function startFakeGithub(): Promise<FakeGithub> {
  const clientId = 'test-client-id';
  const clientSecret = 'test-client-secret';
  let identity: FakeGithubIdentity | undefined;
  const codes = new Map<string, { identity: FakeGithubIdentity; redirectUri: string }>();
  const tokens = new Map<string, FakeGithubIdentity>();
  const authorizeRequests: URLSearchParams[] = [];

  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/login/oauth/authorize') {
      authorizeRequests.push(url.searchParams);
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== clientId || !identity) return json(res, 400, { error: 'bad request' });
      const code = randomBytes(8).toString('hex');
      codes.set(code, { identity, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Partial<Record<string, string>>;
      const code = body.code ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (
        body.client_id !== clientId ||
        body.client_secret !== clientSecret ||
        !grant ||
        grant.redirectUri !== body.redirect_uri
      ) {
        return json(res, 200, { error: 'bad_verification_code' });
      }
      const token = `gho_${randomBytes(12).toString('hex')}`;
      tokens.set(token, grant.identity);
      return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const who = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (url.pathname === '/user') return who ? json(res, 200, { id: who.id, login: who.login }) : json(res, 401, {});
    if (url.pathname === '/user/emails') return who ? json(res, 200, who.emails) : json(res, 401, {});
    json(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    clientId,
    clientSecret,
    authorizeUrl: `${base}/login/oauth/authorize`,
    tokenUrl: `${base}/login/oauth/access_token`,
    apiUrl: base,
    setIdentity(next) {
      identity = next;
    },
    authorizeRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
