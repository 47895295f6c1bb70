// GraphQL of the account itself (the contract agreed with the web app): the User type (the
// signed-in user's own view), `me`, the admin's `accountStats`, and what the other accounts
// GraphQL files share. Resolvers stay thin: the accounts service validates, authorises what is
// beyond "signed in" and does the work. Sign-in is in auth.graphql.ts, the profile in
// profile.graphql.ts, email codes in email-codes.graphql.ts, two-factor in two-factor.graphql.ts,
// provider accounts in oauth.graphql.ts.
import { Role } from '../generated/prisma/enums';
import { type SignedInContext, builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { avatarUrl } from './profile';

export const RoleEnum = builder.enumType(Role, { name: 'Role' });

const SocialAccount = builder.simpleObject('SocialAccount', {
  fields: (t) => ({
    provider: t.string(),
    login: t.string(),
    linkedAt: t.field({ type: 'DateTime' }),
  }),
});

const oauthSelect = {
  oauthAccounts: { select: { provider: true, login: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
} as const;

/** the signed-in user's own view of the account (never handed out for other users) */
export const UserType = builder.prismaObject('User', {
  name: 'User',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    isVerified: t.exposeBoolean('isVerified'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    nickName: t.exposeString('nickName'),
    position: t.exposeString('position', { nullable: true }),
    avatar: t.string({
      nullable: true,
      description: 'URL path of the avatar (/uploads/avatars/...), or null',
      select: { avatar: true },
      resolve: (u) => avatarUrl(u.avatar),
    }),
    role: t.expose('role', { type: RoleEnum }),
    twoFactorAuth: t.boolean({
      description: 'two-factor sign-in is on',
      select: { twoFactorEnabled: true },
      resolve: (u) => u.twoFactorEnabled,
    }),
    github: t.boolean({
      description: 'true when a GitHub account is bound',
      select: oauthSelect,
      resolve: (u) => u.oauthAccounts.some((a) => a.provider === 'github'),
    }),
    socialAccounts: t.field({
      type: [SocialAccount],
      select: oauthSelect,
      resolve: (u) => u.oauthAccounts.map((a) => ({ provider: a.provider, login: a.login, linkedAt: a.createdAt })),
    }),
    hasPassword: t.boolean({
      description: 'false for accounts created by social sign-in that never set a password',
      select: { passwordHash: true },
      resolve: (u) => !!u.passwordHash,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AccountStats = builder.simpleObject('AccountStats', {
  fields: (t) => ({
    users: t.int(),
    verifiedUsers: t.int(),
    admins: t.int(),
    moderators: t.int(),
    twoFactorUsers: t.int(),
    activeSessions: t.int(),
  }),
});

/** client address, user agent and mail language of the request */
export const meta = (ctx: Context) => ctx.accounts.meta(ctx.request);
export const signedIn = { signedIn: true } as const;

/** resolves a mutation that answers the (changed) signed-in user */
export const reloadViewer = <Q extends object>(query: Q, ctx: SignedInContext) =>
  ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer.id } });

builder.queryFields((t) => ({
  me: t.withAuth(signedIn).prismaField({
    type: 'User',
    description: 'the signed-in user; HTTP 401 when not signed in',
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer.id } }),
  }),
  accountStats: t.field({
    type: AccountStats,
    description: 'counts of accounts and sessions (admin only)',
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const p = ctx.prisma;
      const [users, verifiedUsers, admins, moderators, twoFactorUsers, activeSessions] = await Promise.all([
        p.user.count(),
        p.user.count({ where: { isVerified: true } }),
        p.user.count({ where: { role: 'admin' } }),
        p.user.count({ where: { role: 'moderator' } }),
        p.user.count({ where: { twoFactorEnabled: true } }),
        p.session.count({ where: { revokedAt: null, expiresAt: { gt: new Date() } } }),
      ]);
      return { users, verifiedUsers, admins, moderators, twoFactorUsers, activeSessions };
    },
  }),
}));
