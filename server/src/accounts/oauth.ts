// Sign-in with a code-hosting provider (GitHub; the registry leaves room for a second one).
// The redirect endpoints are HTTP by nature (the browser navigates to them), so they are the one
// exception to "REST = GraphQL adapter": they are handler rows of the route table
// (oauth.routes.ts) that call this service.
//
//   GET /api/auth/github                 → provider's authorize URL (state signed + bound to a cookie)
//   GET /api/auth/github/bind?ticket=…   → the same, in bind mode for the ticket's user (one-time ticket
//                                          from the socialBindUrl mutation, whose answer also set an
//                                          httpOnly cookie: only the browser that asked may use it)
//   GET /api/auth/github/callback        → exchanges the code, reads the user and verified email,
//                                          links or creates the account, redirects to the web app
//                                          with a one-time sign-in code (never the tokens), which
//                                          the web app exchanges by POST (exchangeSignInCode)
import { randomBytes } from 'node:crypto';
import type { User } from '../generated/prisma/client';
import { badInput } from '../graphql/errors';
import { sha256 } from './secrets';
import { APP_NAME } from '../mail/templates';
import type { Auth } from './auth';
import type { AccountsDeps } from './deps';
import { type RequestMeta, requestMeta } from './request-meta';
import type { LoginResult } from './auth';
import { BIND_TICKET_SECONDS, OAUTH_STATE_SECONDS, SIGN_IN_CODE_SECONDS, signToken, verifyToken } from './tokens';
import type { Users } from './users';
import { msg } from '../i18n/message';

export interface ProviderProfile {
  id: string;
  login: string;
  /** the primary, verified address, or null */
  email: string | null;
}

interface OAuthProvider {
  readonly name: string;
  readonly label: string;
  readonly configured: boolean;
  authorizeUrl(state: string, redirectUri: string): string;
  profile(code: string, redirectUri: string): Promise<ProviderProfile>;
}

/** the redirect endpoints of a provider's sign-in (rows of oauth.routes.ts) */
export type OAuthStep = 'start' | 'bind' | 'callback';

class OAuthFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const FETCH_TIMEOUT_MS = 10_000;

function githubProvider(config: AccountsDeps['config']['github']): OAuthProvider {
  const getJson = async (url: string, init: RequestInit) => {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new OAuthFailure(`provider_http_${response.status}`);
    return (await response.json()) as unknown;
  };
  return {
    name: 'github',
    label: 'GitHub',
    configured: !!config.clientId,
    authorizeUrl(state, redirectUri) {
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('client_id', config.clientId ?? '');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', 'read:user user:email');
      url.searchParams.set('state', state);
      url.searchParams.set('allow_signup', 'true');
      return url.toString();
    },
    async profile(code, redirectUri) {
      const token = (await getJson(config.tokenUrl, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code,
          redirect_uri: redirectUri,
        }),
      })) as { access_token?: unknown; error?: unknown };
      if (typeof token.access_token !== 'string') throw new OAuthFailure('token_exchange_failed');
      const headers = {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token.access_token}`,
        'user-agent': APP_NAME,
        'x-github-api-version': '2022-11-28',
      };
      const user = (await getJson(`${config.apiUrl}/user`, { headers })) as { id?: unknown; login?: unknown };
      if ((typeof user.id !== 'number' && typeof user.id !== 'string') || typeof user.login !== 'string') {
        throw new OAuthFailure('bad_profile');
      }
      const emails = (await getJson(`${config.apiUrl}/user/emails`, { headers })) as {
        email?: unknown;
        primary?: unknown;
        verified?: unknown;
      }[];
      const primary = Array.isArray(emails)
        ? emails.find((e) => e.primary === true && e.verified === true && typeof e.email === 'string')
        : undefined;
      return { id: String(user.id), login: user.login, email: primary ? String(primary.email).toLowerCase() : null };
    },
  };
}

const STATE_COOKIE = 'ff_oauth_state';
/** the browser that asked for a bind URL (socialBindUrl): its nonce; the ticket and state carry its hash */
const BIND_COOKIE = 'ff_oauth_bind';
const CODE_SPENT = msg('oauth.linkExpired');

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 302, headers });
}

/** a username and nickname derived from the provider's login, within our rules */
function usernameFrom(login: string): string {
  const cleaned = login.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 28);
  return cleaned.length >= 3 ? cleaned : `user_${cleaned}`.slice(0, 28);
}
function nickNameFrom(login: string): string {
  const cleaned = login.replace(/[^\p{L}\p{N}_]/gu, '_').slice(0, 16);
  return cleaned.length >= 2 ? cleaned : '';
}

export function createOAuth(deps: AccountsDeps, parts: { auth: Auth; users: Users }) {
  const { prisma, keys, config, limits, logger } = deps;
  const providers = new Map<string, OAuthProvider>([['github', githubProvider(config.github)]]);
  const secureCookie = config.publicUrl.startsWith('https://');
  const callbackUrl = (provider: string) => `${config.publicUrl}/api/auth/${provider}/callback`;
  const loginFailed = (reason: string) =>
    `${config.publicUrl}/login?error=auth_failed&reason=${encodeURIComponent(reason)}`;
  const bindFailed = (reason: string) =>
    `${config.publicUrl}/user-setting?error=bind_failed&reason=${encodeURIComponent(reason)}`;

  function configuredProvider(name: string): OAuthProvider {
    const provider = providers.get(name);
    if (!provider) throw badInput(msg('oauth.unknownProvider', { name }), { field: 'provider' });
    if (!provider.configured)
      throw badInput(msg('oauth.notConfigured', { provider: provider.label }), { field: 'provider' });
    return provider;
  }

  const cookieAttributes = (maxAge: number) =>
    `Path=/api/auth; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`;

  async function startFlow(
    provider: OAuthProvider,
    mode: 'login' | 'bind',
    bind?: { userId: string; browser: string },
  ): Promise<Response> {
    const nonce = randomBytes(18).toString('base64url');
    const state = await signToken(
      keys,
      'oauth-state',
      bind?.userId ?? '-',
      { n: nonce, m: mode, p: provider.name, ...(bind ? { b: bind.browser } : {}) },
      OAUTH_STATE_SECONDS,
    );
    const cookie = `${STATE_COOKIE}=${nonce}; ${cookieAttributes(OAUTH_STATE_SECONDS)}`;
    return redirect(provider.authorizeUrl(state.token, callbackUrl(provider.name)), [cookie]);
  }

  /** the account a provider identity signs in to: linked, same verified email, or new */
  async function accountFor(provider: OAuthProvider, profile: ProviderProfile): Promise<User> {
    const linked = await prisma.oAuthAccount.findUnique({
      where: { provider_providerAccountId: { provider: provider.name, providerAccountId: profile.id } },
      include: { user: true },
    });
    if (linked) {
      if (linked.login !== profile.login) {
        await prisma.oAuthAccount.update({ where: { id: linked.id }, data: { login: profile.login } });
      }
      return linked.user;
    }
    if (!profile.email) throw new OAuthFailure('no_verified_email');
    const sameEmail = await prisma.user.findUnique({
      where: { email: profile.email },
      include: { oauthAccounts: { where: { provider: provider.name } } },
    });
    if (sameEmail) {
      // Linking to an unverified local account would let whoever registered the address first
      // (without proving it) take over the provider user's sign-in.
      if (!sameEmail.isVerified) throw new OAuthFailure('email_unverified');
      if (sameEmail.oauthAccounts.length) throw new OAuthFailure('other_account_linked');
      await prisma.oAuthAccount.create({
        data: { userId: sameEmail.id, provider: provider.name, providerAccountId: profile.id, login: profile.login },
      });
      logger.info({ userId: sameEmail.id, provider: provider.name }, 'provider account linked by verified email');
      return sameEmail;
    }
    const base = usernameFrom(profile.login);
    let username = base;
    for (let i = 0; await parts.users.usernameTaken(username); i++) {
      username = `${base.slice(0, 24)}_${randomBytes(3).toString('hex')}`;
      if (i > 5) throw new OAuthFailure('username_unavailable');
    }
    // A provider login that passes for someone else (another user's username, "admin", ...)
    // is not taken as the display name: the username is shown instead.
    const nickName = nickNameFrom(profile.login);
    const user = await prisma.user.create({
      data: {
        username,
        email: profile.email,
        isVerified: true,
        nickName: (await parts.users.displayNameProblem(nickName)) ? '' : nickName,
        oauthAccounts: { create: { provider: provider.name, providerAccountId: profile.id, login: profile.login } },
      },
    });
    logger.info({ userId: user.id, provider: provider.name }, 'account created by provider sign-in');
    return user;
  }

  async function callback(provider: OAuthProvider, request: Request, url: URL): Promise<Response> {
    const stateToken = url.searchParams.get('state') ?? '';
    const state = stateToken ? await verifyToken(keys, 'oauth-state', stateToken) : 'invalid';
    const bindMode = typeof state === 'object' && state.m === 'bind';
    const clearCookies = [`${STATE_COOKIE}=; ${cookieAttributes(0)}`];
    if (bindMode) clearCookies.push(`${BIND_COOKIE}=; ${cookieAttributes(0)}`);
    const fail = (reason: string) => redirect(bindMode ? bindFailed(reason) : loginFailed(reason), clearCookies);
    if (typeof state === 'string' || state.p !== provider.name) return fail('invalid_state');
    if (!cookieValue(request, STATE_COOKIE) || cookieValue(request, STATE_COOKIE) !== state.n)
      return fail('state_mismatch');
    // a bind comes back only to the browser that asked for it (its cookie from socialBindUrl)
    if (bindMode && !sameBrowser(request, state.b)) return fail('other_browser');
    if (!(await limits.claimOnce(`oauth-state:${state.jti}`, OAUTH_STATE_SECONDS))) return fail('state_reused');
    if (url.searchParams.get('error')) return fail('denied');
    const code = url.searchParams.get('code');
    if (!code) return fail('missing_code');

    try {
      const profile = await provider.profile(code, callbackUrl(provider.name));
      if (bindMode) {
        const userId = state.sub;
        const existing = await prisma.oAuthAccount.findUnique({
          where: { provider_providerAccountId: { provider: provider.name, providerAccountId: profile.id } },
        });
        if (existing && existing.userId !== userId) return fail('linked_to_another_account');
        if (!existing) {
          const mine = await prisma.oAuthAccount.findUnique({
            where: { userId_provider: { userId, provider: provider.name } },
          });
          if (mine) return fail('already_bound');
          await prisma.oAuthAccount.create({
            data: { userId, provider: provider.name, providerAccountId: profile.id, login: profile.login },
          });
          logger.info({ userId, provider: provider.name }, 'provider account bound');
        }
        return redirect(`${config.publicUrl}/user-setting?bound=${provider.name}`, clearCookies);
      }
      const user = await accountFor(provider, profile);
      if (user.twoFactorEnabled) {
        // The provider proved one factor; the second is still asked for on the sign-in page.
        const challenge = await signToken(keys, '2fa-challenge', user.id, { rm: true }, 5 * 60);
        return redirect(
          `${config.publicUrl}/login?error=two_factor_required&challenge=${encodeURIComponent(challenge.token)}`,
          clearCookies,
        );
      }
      // No token travels in a URL (history, logs, Referer): a one-minute, one-time code does, and
      // the web app exchanges it by POST (exchangeSignInCode); the sign-in starts then.
      const signIn = await signToken(keys, 'sign-in-code', user.id, { p: provider.name }, SIGN_IN_CODE_SECONDS);
      const target = new URL(`${config.publicUrl}/auth/callback`);
      target.searchParams.set('code', signIn.token);
      return redirect(target.toString(), clearCookies);
    } catch (error) {
      const reason = error instanceof OAuthFailure ? error.reason : 'provider_error';
      if (!(error instanceof OAuthFailure))
        logger.warn({ err: error, provider: provider.name }, 'provider sign-in failed');
      return fail(reason);
    }
  }

  /** whether the request's browser holds the bind cookie whose hash is `browser` */
  function sameBrowser(request: Request, browser: unknown): boolean {
    const nonce = cookieValue(request, BIND_COOKIE);
    return typeof browser === 'string' && !!nonce && sha256(nonce) === browser;
  }

  return {
    /** providers with a client id configured */
    configuredProviders: () => [...providers.values()].filter((p) => p.configured).map((p) => p.name),

    /**
     * A short-lived, one-time URL on this host that starts binding for the user, and the
     * httpOnly cookie (SameSite=Lax) the answer must set: the URL works only in the browser that
     * holds it, so a bind link sent to someone else links nothing (login CSRF).
     */
    async bindUrl(userId: string, providerName: string): Promise<{ url: string; cookie: string }> {
      const provider = configuredProvider(providerName);
      const mine = await prisma.oAuthAccount.findUnique({
        where: { userId_provider: { userId, provider: provider.name } },
      });
      if (mine) throw badInput(msg('oauth.alreadyLinked', { provider: provider.label }), { field: 'provider' });
      const browser = randomBytes(24).toString('base64url');
      const ticket = await signToken(
        keys,
        'bind-ticket',
        userId,
        { p: provider.name, b: sha256(browser) },
        BIND_TICKET_SECONDS,
      );
      return {
        url: `${config.publicUrl}/api/auth/${provider.name}/bind?ticket=${encodeURIComponent(ticket.token)}`,
        // lives as long as a bind may take: the ticket, then the provider's round trip
        cookie: `${BIND_COOKIE}=${browser}; ${cookieAttributes(BIND_TICKET_SECONDS + OAUTH_STATE_SECONDS)}`,
      };
    },

    /**
     * The tokens for the one-time code a provider sign-in landed with (/auth/callback?code=…):
     * the code is good for a minute and once (claimed atomically, across instances with Redis).
     */
    async exchangeSignInCode(code: string, meta: RequestMeta): Promise<LoginResult> {
      await limits.consume([['loginIp', meta.ip]]);
      const verified = code ? await verifyToken(keys, 'sign-in-code', code) : 'invalid';
      if (typeof verified === 'string') throw badInput(CODE_SPENT, { field: 'code' });
      if (!(await limits.claimOnce(`sign-in-code:${verified.jti}`, SIGN_IN_CODE_SECONDS + 60))) {
        logger.warn({ userId: verified.sub, ip: meta.ip }, 'a provider sign-in code was presented twice');
        throw badInput(CODE_SPENT, { field: 'code' });
      }
      const user = await prisma.user.findUnique({ where: { id: verified.sub } });
      // gone, or two-factor turned on meanwhile: sign in again (the second step is asked then)
      if (!user || user.twoFactorEnabled) throw badInput(CODE_SPENT, { field: 'code' });
      return parts.auth.completeLogin(user, true, meta, 'github');
    },

    async unbind(userId: string, providerName: string): Promise<void> {
      const label = providers.get(providerName)?.label ?? providerName;
      const user = await prisma.user.findUniqueOrThrow({
        where: { id: userId },
        select: { passwordHash: true, oauthAccounts: { select: { id: true, provider: true } } },
      });
      const account = user.oauthAccounts.find((a) => a.provider === providerName);
      if (!account) throw badInput(msg('oauth.notLinked', { provider: label }), { field: 'provider' });
      if (!user.passwordHash && user.oauthAccounts.length <= 1) {
        throw badInput(msg('oauth.onlyWay', { provider: label }), { field: 'provider' });
      }
      await prisma.oAuthAccount.delete({ where: { id: account.id } });
    },

    /** every provider this server knows (configured or not): each has its redirect rows */
    providerNames: () => [...providers.keys()],

    /**
     * One redirect step of a provider's sign-in: `start` (GET /api/auth/<provider>), `bind`
     * (…/bind?ticket=…) or `callback` (…/callback). Always a redirect, failures included.
     */
    async redirect(providerName: string, step: OAuthStep, request: Request, url: URL): Promise<Response> {
      const provider = providers.get(providerName)!;
      try {
        if (!provider.configured) {
          return redirect(step === 'bind' ? bindFailed('not_configured') : loginFailed('not_configured'));
        }
        const meta = requestMeta(request, config.trustProxy);
        if (step === 'start') {
          await limits.consume([['loginIp', meta.ip]]);
          return startFlow(provider, 'login');
        }
        if (step === 'bind') {
          const ticket = await verifyToken(keys, 'bind-ticket', url.searchParams.get('ticket') ?? '');
          if (typeof ticket === 'string' || ticket.p !== provider.name) return redirect(bindFailed('invalid_ticket'));
          // opened in another browser than the one that asked for it (a link sent to someone):
          // refused before the ticket is spent, so its owner can still use it
          if (!sameBrowser(request, ticket.b)) return redirect(bindFailed('other_browser'));
          if (!(await limits.claimOnce(`bind-ticket:${ticket.jti}`, BIND_TICKET_SECONDS + 60))) {
            return redirect(bindFailed('ticket_used'));
          }
          return startFlow(provider, 'bind', { userId: ticket.sub, browser: ticket.b as string });
        }
        return await callback(provider, request, url);
      } catch (error) {
        logger.warn({ err: error, path: url.pathname }, 'provider sign-in step failed');
        return redirect(step === 'bind' ? bindFailed('error') : loginFailed('error'));
      }
    },
  };
}

export type OAuth = ReturnType<typeof createOAuth>;
