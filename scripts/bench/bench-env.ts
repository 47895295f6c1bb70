// What every benchmark needs around the platform: a throwaway database (a scratch database on
// DATABASE_URL's server, or an embedded PostgreSQL) and free ports.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/src/config';
import { startEmbeddedPostgres } from '../../server/src/db/embedded';
import { quoteIdent, withDatabase } from '../../server/src/db/url';

export async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(): Promise<{ url: string; kind: string; close(): Promise<void> }> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const external = loadConfig().databaseUrl;
  if (external) {
    await sql(external, `CREATE DATABASE ${quoteIdent(name)}`);
    return {
      url: withDatabase(external, name),
      kind: 'DATABASE_URL',
      close: async () => void (await sql(external, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'platform-bench-pg-'));
  await chmod(dir, 0o755); // as root the server runs as `postgres`, which must enter the dir
  const server = await startEmbeddedPostgres({ dataDir: dir, port: 0, ephemeral: true, database: 'postgres' });
  await sql(server.adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  return {
    url: withDatabase(server.adminUrl, name),
    kind: 'embedded',
    close: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** a GraphQL operation against `base`; its first error is thrown */
export async function gql<T>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (json.errors) throw new Error(`${query.slice(0, 50)}…: ${json.errors[0]!.message}`);
  return json.data!;
}

/** a new account signed in on `base`: its access token */
export async function signedIn(base: string, prefix: string): Promise<string> {
  const username = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
  const password = 'Bench!pass1';
  await gql(base, 'mutation ($input: RegisterInput!) { register(input: $input) { id } }', {
    input: { username, email: `${username}@example.test`, password },
  });
  const login = await gql<{ login: { tokens: { access: { token: string } } } }>(
    base,
    'mutation ($input: LoginInput!) { login(input: $input) { tokens { access { token } } } }',
    { input: { userNameOrMail: username, password } },
  );
  return login.login.tokens.access.token;
}
