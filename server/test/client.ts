// Test helpers over real HTTP: GraphQL and REST calls as a given client address, and the
// common "register and sign in" step.
import { randomBytes } from 'node:crypto';
import type { TestServer } from './server';
import { firstError } from './at';

export interface GqlResult<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  status: number;
}

let ipCounter = 0;
/** a fresh client address (X-Forwarded-For; the test server trusts one proxy) */
export function newIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

export const GOOD_PASSWORD = 'Str0ng!pass';

/**
 * A signed-in or anonymous API client. It reads English (the API's source language) unless
 * `locale` says otherwise; `locale: null` sends no language, so the server's default applies.
 */
export function client(app: TestServer, options: { ip?: string; token?: string; locale?: string | null } = {}) {
  const ip = options.ip ?? newIp();
  let token = options.token;
  const headers = (extra: Record<string, string> = {}) => ({
    'x-forwarded-for': ip,
    'user-agent':
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    ...(options.locale === null ? {} : { 'x-locale': options.locale ?? 'en' }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    ip,
    get token() {
      return token;
    },
    setToken(next: string | undefined) {
      token = next;
    },
    async gql<T = Record<string, unknown>>(
      query: string,
      variables: Record<string, unknown> = {},
    ): Promise<GqlResult<T>> {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json' }),
        body: JSON.stringify({ query, variables }),
      });
      return { ...((await response.json()) as object), status: response.status } as GqlResult<T>;
    },
    async rest<T = unknown>(
      method: string,
      path: string,
      body?: unknown,
    ): Promise<{ status: number; body: { code: number; message: string; data: T } }> {
      const response = await fetch(`${app.baseUrl}${path}`, {
        method,
        headers: headers(body === undefined ? {} : { 'content-type': 'application/json' }),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { code: number; message: string; data: T } };
    },
    async upload(
      path: string,
      field: string,
      bytes: Uint8Array<ArrayBuffer>,
      filename: string,
      type = 'application/octet-stream',
    ) {
      const form = new FormData();
      form.set(field, new Blob([bytes], { type }), filename);
      const response = await fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: headers(), body: form });
      return {
        status: response.status,
        body: (await response.json()) as { code: number; message: string; data: unknown },
      };
    },
  };
}

export type Client = ReturnType<typeof client>;

export const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) {
  tokens { access { token expires } refresh { token expires } }
  user { id username email role }
  twoFactorRequired twoFactorChallenge } }`;

export interface LoginData {
  login: {
    tokens: { access: { token: string; expires: string }; refresh: { token: string; expires: string } } | null;
    user: { id: string; username: string; email: string; role: string } | null;
    twoFactorRequired: boolean;
    twoFactorChallenge: string | null;
  };
}

/** registers a fresh account and signs in; the client then carries its access token */
export async function signUp(app: TestServer, options: { password?: string; ip?: string; verified?: boolean } = {}) {
  const c = client(app, { ip: options.ip });
  const username = uniqueName();
  const email = `${username}@example.test`;
  const password = options.password ?? GOOD_PASSWORD;
  const registered = await c.gql<{ register: { id: string } }>(
    'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
    { input: { username, email, password } },
  );
  if (registered.errors) throw new Error(`register failed: ${firstError(registered).message}`);
  if (options.verified) await app.prisma.user.update({ where: { email }, data: { isVerified: true } });
  const login = await c.gql<LoginData>(LOGIN, { input: { userNameOrMail: username, password } });
  if (login.errors) throw new Error(`login failed: ${firstError(login).message}`);
  c.setToken(login.data!.login.tokens!.access.token);
  return {
    client: c,
    id: registered.data!.register.id,
    username,
    email,
    password,
    tokens: login.data!.login.tokens!,
  };
}
