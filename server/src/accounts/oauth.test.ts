// GitHub sign-in and binding, end to end against a loopback OAuth provider that speaks
// GitHub's web flow: redirects, state bound to a cookie, code exchange, profile and emails. The
// sign-in lands with a one-time code (never the tokens) that the web app exchanges by POST; a
// bind link works only in the browser that asked for it (its httpOnly cookie).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { type FakeGithub, type FakeGithubIdentity, startFakeGithub } from '../../test/fake-github';
import { client, signUp, uniqueName } from '../../test/client';
import { signToken } from './tokens';
import { at, firstError } from '../../test/at';

let app: TestServer;
let github: FakeGithub;
let nextGithubId = 1000;
beforeAll(async () => {
  github = await startFakeGithub();
  app = await startTestServer({
    seeded: false,
    accounts: {
      github: {
        clientId: github.clientId,
        clientSecret: github.clientSecret,
        authorizeUrl: github.authorizeUrl,
        tokenUrl: github.tokenUrl,
        apiUrl: github.apiUrl,
      },
    },
  });
});
afterAll(async () => {
  await app?.close();
  await github?.close();
});

function identity(overrides: Partial<FakeGithubIdentity> = {}): FakeGithubIdentity {
  const login = uniqueName('octo').replace('_', '-');
  return {
    id: nextGithubId++,
    login,
    emails: [
      { email: `${login}@users.noreply.example`, primary: false, verified: true },
      { email: `${login}@example.test`, primary: true, verified: true },
    ],
    ...overrides,
  };
}

/**
 * follows the browser's redirects by hand: start → provider → callback; answers where it lands.
 * `browserCookie`: what the browser holds already (the bind cookie), sent on every step of ours.
 */
async function browse(
  startPath: string,
  options: { dropCookie?: boolean; browserCookie?: string; callbackBrowserCookie?: string } = {},
) {
  const held: Record<string, string> = options.browserCookie ? { cookie: options.browserCookie } : {};
  const start = await fetch(`${app.baseUrl}${startPath}`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': '10.77.0.1', ...held },
  });
  expect(start.status).toBe(302);
  const toProvider = start.headers.get('location')!;
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0];
  if (!toProvider.startsWith(github.authorizeUrl)) return { landing: new URL(toProvider), toProvider };
  const provider = await fetch(toProvider, { redirect: 'manual' });
  expect(provider.status).toBe(302);
  const callback = provider.headers.get('location')!;
  expect(callback.startsWith(`${app.baseUrl}/api/auth/github/callback?`)).toBe(true);
  const browserCookie = options.callbackBrowserCookie ?? options.browserCookie;
  const cookies = [...(options.dropCookie ? [] : [cookie]), ...(browserCookie ? [browserCookie] : [])];
  const back = await fetch(callback, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': '10.77.0.1', ...(cookies.length ? { cookie: cookies.join('; ') } : {}) },
  });
  expect(back.status).toBe(302);
  return { landing: new URL(back.headers.get('location')!), toProvider, callback, cookie, back };
}

const EXCHANGE = `mutation ($code: String!) { exchangeSignInCode(code: $code) {
  tokens { access { token } refresh { token } } user { id username } } }`;

/**
 * The web app's part of a landing on /auth/callback: it carries a one-time code and no token;
 * the code is exchanged by POST for the tokens. Answers the access token.
 */
async function exchange(landing: URL): Promise<string> {
  expect(`${landing.origin}${landing.pathname}`).toBe(`${app.baseUrl}/auth/callback`);
  expect([...landing.searchParams.keys()]).toEqual(['code']);
  const exchanged = await client(app).gql<{ exchangeSignInCode: { tokens: { access: { token: string } } } }>(EXCHANGE, {
    code: landing.searchParams.get('code'),
  });
  expect(exchanged.errors).toBeUndefined();
  return exchanged.data!.exchangeSignInCode.tokens.access.token;
}

/** socialBindUrl asked over HTTP as the web app does: the URL and the cookie its answer sets */
async function bindLink(token: string) {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': 'en' },
    body: JSON.stringify({ query: 'mutation { socialBindUrl(provider: "github") }' }),
  });
  const body = (await response.json()) as { data: { socialBindUrl: string } };
  const setCookie = response.headers.get('set-cookie') ?? '';
  return { url: new URL(body.data.socialBindUrl), setCookie, cookie: setCookie.split(';')[0]! };
}

describe('not configured', () => {
  it('redirects to /login?error=auth_failed and lists no provider', async () => {
    const bare = await startTestServer({ seeded: false });
    try {
      const response = await fetch(`${bare.baseUrl}/api/auth/github`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${bare.baseUrl}/login`);
      expect(location.searchParams.get('error')).toBe('auth_failed');
      expect((await bare.graphql<{ authProviders: string[] }>('query { authProviders }')).data).toEqual({
        authProviders: [],
      });
      const user = await signUp(bare);
      const bind = await user.client.gql('mutation { socialBindUrl(provider: "github") }');
      expect(firstError(bind).message).toBe('GitHub sign-in is not configured on this server.');
    } finally {
      await bare.close();
    }
  });
});

describe('sign-in with GitHub', () => {
  it('lists github as configured', async () => {
    expect((await app.graphql('query { authProviders }')).data).toEqual({ authProviders: ['github'] });
  });

  it('creates an account on first sign-in and returns to the web app with a one-time code', async () => {
    const who = identity();
    github.setIdentity(who);
    const { landing, toProvider } = await browse('/api/auth/github');
    const authorize = new URL(toProvider!);
    expect(authorize.searchParams.get('client_id')).toBe(github.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/api/auth/github/callback`);
    expect(authorize.searchParams.get('scope')).toBe('read:user user:email');
    expect(authorize.searchParams.get('state')).toBeTruthy();

    const accessToken = await exchange(landing);
    const me = await client(app, { token: accessToken }).gql<{
      me: {
        username: string;
        email: string;
        isVerified: boolean;
        github: boolean;
        hasPassword: boolean;
        socialAccounts: { provider: string; login: string }[];
      };
    }>('query { me { username email isVerified github hasPassword socialAccounts { provider login linkedAt } } }');
    expect(me.data!.me).toMatchObject({
      username: who.login,
      email: `${who.login}@example.test`,
      isVerified: true,
      github: true,
      hasPassword: false,
      socialAccounts: [{ provider: 'github', login: who.login }],
    });
    // a second sign-in lands in the same account
    const again = await browse('/api/auth/github');
    const token2 = await exchange(again.landing);
    const me2 = await client(app, { token: token2 }).gql<{ me: { username: string } }>('query { me { username } }');
    expect(me2.data!.me.username).toBe(who.login);
    expect(await app.prisma.user.count({ where: { email: `${who.login}@example.test` } })).toBe(1);
    expect(await app.prisma.loginLog.count({ where: { user: { username: who.login } } })).toBe(2);
  });

  it('does not take a provider login that passes for someone else as the display name', async () => {
    const existing = await signUp(app);
    for (const login of ['Moderator', existing.username]) {
      const who = identity({
        login,
        emails: [{ email: `${uniqueName('gh')}@example.test`, primary: true, verified: true }],
      });
      github.setIdentity(who);
      const { landing } = await browse('/api/auth/github');
      const token = await exchange(landing);
      const me = await client(app, { token }).gql<{ me: { username: string; nickName: string } }>(
        'query { me { username nickName } }',
      );
      expect(me.data!.me.nickName, login).toBe('');
      if (login === existing.username) expect(me.data!.me.username).not.toBe(existing.username);
    }
  });

  it('links to an existing account with the same verified email, not to an unverified one', async () => {
    const local = await signUp(app, { verified: true });
    github.setIdentity(identity({ emails: [{ email: local.email, primary: true, verified: true }] }));
    const { landing } = await browse('/api/auth/github');
    const me = await client(app, { token: await exchange(landing) }).gql<{
      me: { id: string; github: boolean };
    }>('query { me { id github } }');
    expect(me.data!.me).toEqual({ id: local.id, github: true });

    const unverified = await signUp(app);
    github.setIdentity(identity({ emails: [{ email: unverified.email, primary: true, verified: true }] }));
    const refused = await browse('/api/auth/github');
    expect(refused.landing.pathname).toBe('/login');
    expect(refused.landing.searchParams.get('error')).toBe('auth_failed');
    expect(refused.landing.searchParams.get('reason')).toBe('email_unverified');
  });

  it('fails safely: no verified email, a missing state cookie, a reused callback', async () => {
    github.setIdentity(identity({ emails: [{ email: 'x@example.test', primary: true, verified: false }] }));
    const noEmail = await browse('/api/auth/github');
    expect(noEmail.landing.searchParams.get('error')).toBe('auth_failed');
    expect(noEmail.landing.searchParams.get('reason')).toBe('no_verified_email');

    github.setIdentity(identity());
    const noCookie = await browse('/api/auth/github', { dropCookie: true });
    expect(noCookie.landing.searchParams.get('reason')).toBe('state_mismatch');

    const ok = await browse('/api/auth/github');
    expect(ok.landing.pathname).toBe('/auth/callback');
    const replay = await fetch(ok.callback!, { redirect: 'manual', headers: { cookie: ok.cookie! } });
    expect(new URL(replay.headers.get('location')!).searchParams.get('error')).toBe('auth_failed');

    const forged = await fetch(`${app.baseUrl}/api/auth/github/callback?code=x&state=forged`, { redirect: 'manual' });
    expect(new URL(forged.headers.get('location')!).searchParams.get('reason')).toBe('invalid_state');
  });

  it('exchanges the one-time code once, within a minute, for the tokens', async () => {
    github.setIdentity(identity());
    const { landing } = await browse('/api/auth/github');
    const code = landing.searchParams.get('code')!;
    // no sign-in exists until the code is exchanged
    const who = await app.prisma.user.findFirstOrThrow({ orderBy: { createdAt: 'desc' }, select: { id: true } });
    expect(await app.prisma.session.count({ where: { userId: who.id } })).toBe(0);
    // two exchanges at once: one gets the tokens, the other nothing
    const [first, second] = await Promise.all([
      client(app).gql<{ exchangeSignInCode: { user: { id: string } } }>(EXCHANGE, { code }),
      client(app).gql<{ exchangeSignInCode: { user: { id: string } } }>(EXCHANGE, { code }),
    ]);
    const won = [first, second].filter((r) => !r.errors);
    const lost = [first, second].filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(at(won, 0).data!.exchangeSignInCode.user.id).toBe(who.id);
    expect(firstError(at(lost, 0)).message).toBe(
      'This sign-in link has expired or was already used. Please sign in again.',
    );
    expect(await app.prisma.session.count({ where: { userId: who.id } })).toBe(1);
    // a code past its minute, or made up, gets nothing either
    const stale = await signToken(app.services.accounts.deps.keys, 'sign-in-code', who.id, { p: 'github' }, -1);
    for (const bad of [stale.token, 'made-up']) {
      const refused = await client(app).gql(EXCHANGE, { code: bad });
      expect(firstError(refused).message).toBe(
        'This sign-in link has expired or was already used. Please sign in again.',
      );
    }
  });
});

describe('binding', () => {
  it('socialBindUrl starts a one-time bind flow for the signed-in user; unbind works when a password exists', async () => {
    const user = await signUp(app);
    const who = identity();
    github.setIdentity(who);
    const { url: bindUrl, setCookie, cookie } = await bindLink(user.tokens.access.token);
    expect(`${bindUrl.origin}${bindUrl.pathname}`).toBe(`${app.baseUrl}/api/auth/github/bind`);
    // the browser that asked holds the binding: an httpOnly, SameSite=Lax cookie for /api/auth only
    expect(setCookie).toMatch(/^ff_oauth_bind=[\w-]{20,}; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const bound = await browse(`${bindUrl.pathname}${bindUrl.search}`, { browserCookie: cookie });
    expect(bound.landing.pathname).toBe('/user-setting');
    expect(bound.landing.searchParams.get('bound')).toBe('github');
    const me = await user.client.gql<{ me: { github: boolean; socialAccounts: { login: string }[] } }>(
      'query { me { github socialAccounts { login } } }',
    );
    expect(me.data!.me).toEqual({ github: true, socialAccounts: [{ login: who.login }] });

    // the ticket is single use
    const reuse = await fetch(`${app.baseUrl}${bindUrl.pathname}${bindUrl.search}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    const reuseLanding = new URL(reuse.headers.get('location')!);
    expect(reuseLanding.pathname).toBe('/user-setting');
    expect(reuseLanding.searchParams.get('reason')).toBe('ticket_used');
    // already bound
    const twice = await user.client.gql('mutation { socialBindUrl(provider: "github") }');
    expect(firstError(twice).message).toBe('Your account is already linked to GitHub.');
    // that GitHub account now signs in to this user
    const signIn = await browse('/api/auth/github');
    const viaGithub = await client(app, { token: await exchange(signIn.landing) }).gql<{
      me: { id: string };
    }>('query { me { id } }');
    expect(viaGithub.data!.me.id).toBe(user.id);

    const unbind = await user.client.rest<{ github: boolean }>('DELETE', '/api/users/social-auth/github');
    expect(unbind.body).toMatchObject({ code: 200, data: { github: false } });
    const none = await user.client.rest('DELETE', '/api/users/social-auth/github');
    expect(none.body.message).toBe('No GitHub account is linked to your account.');
  });

  it('refuses to bind a GitHub account that belongs to someone else', async () => {
    const owner = identity();
    github.setIdentity(owner);
    await browse('/api/auth/github'); // creates the owner's account
    const user = await signUp(app);
    const { url, cookie } = await bindLink(user.tokens.access.token);
    const result = await browse(`${url.pathname}${url.search}`, { browserCookie: cookie });
    expect(result.landing.searchParams.get('error')).toBe('bind_failed');
    expect(result.landing.searchParams.get('reason')).toBe('linked_to_another_account');
  });

  it('works only in the browser that asked for the link: a link opened elsewhere links nothing', async () => {
    // the attacker asks for a bind link of their account and sends it to the victim
    const attacker = await signUp(app);
    const { url, cookie } = await bindLink(attacker.tokens.access.token);
    const victimGithub = identity();
    github.setIdentity(victimGithub);
    // the victim's browser: no bind cookie at all, or one of her own bind
    const victim = await signUp(app);
    const own = await bindLink(victim.tokens.access.token);
    for (const browserCookie of [undefined, own.cookie]) {
      const opened = await browse(`${url.pathname}${url.search}`, { browserCookie });
      expect(opened.landing.pathname).toBe('/user-setting');
      expect(opened.landing.searchParams.get('error')).toBe('bind_failed');
      expect(opened.landing.searchParams.get('reason')).toBe('other_browser');
    }
    // at the callback too: a bind started with the attacker's cookie, finished in another browser
    const elsewhere = await browse(`${url.pathname}${url.search}`, {
      browserCookie: cookie,
      callbackBrowserCookie: own.cookie,
    });
    expect(elsewhere.landing.searchParams.get('reason')).toBe('other_browser');
    // the bind and state cookies are cleared on the way out
    expect(elsewhere.back!.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual([
      'ff_oauth_state=',
      'ff_oauth_bind=',
    ]);
    expect(await app.prisma.oAuthAccount.count({ where: { providerAccountId: String(victimGithub.id) } })).toBe(0);
  });

  it('refuses to unbind the only way to sign in', async () => {
    github.setIdentity(identity());
    const { landing } = await browse('/api/auth/github');
    const c = client(app, { token: await exchange(landing) });
    const refused = await c.gql('mutation { unbindSocial(provider: "github") { github } }');
    expect(refused.status).toBe(400);
    expect(firstError(refused).message).toBe(
      'GitHub is the only way to sign in to this account, so it cannot be unbound. Set a password first (use "Forgot password" on the sign-in page), then unbind it.',
    );
    const rest = await c.rest('DELETE', '/api/users/social-auth/github');
    expect(rest.status).toBe(400);
    expect((await c.gql<{ me: { github: boolean } }>('query { me { github } }')).data!.me.github).toBe(true);
  });

  it('asks for the second factor when the account has two-factor on', async () => {
    const who = identity();
    github.setIdentity(who);
    const first = await browse('/api/auth/github');
    const userId = (
      await client(app, { token: await exchange(first.landing) }).gql<{ me: { id: string } }>('query { me { id } }')
    ).data!.me.id;
    await app.prisma.user.update({ where: { id: userId }, data: { twoFactorEnabled: true } });
    const second = await browse('/api/auth/github');
    expect(second.landing.pathname).toBe('/login');
    expect(second.landing.searchParams.get('error')).toBe('two_factor_required');
    expect(second.landing.searchParams.get('challenge')).toBeTruthy();
    expect(second.landing.searchParams.get('accessToken')).toBeNull();
    expect(second.landing.searchParams.get('code')).toBeNull();
  });
});
