// GraphQL types and fields of accounts (the contract agreed with the web app). Resolvers stay
// thin: the accounts service validates, authorises what is beyond "signed in" and does the work.
import { GraphQLScalarType } from 'graphql';
import { Role } from '../generated/prisma/enums';
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { badInput } from '../graphql/errors';
import type { LoginResult } from './auth';
import { LOGIN_LOG_DAYS } from './users';
import { avatarUrl, isUploadedFile } from './profile';
import type { TokenPair } from './sessions';
import { DAY } from './deps';

// The File scalar of the GraphQL multipart request spec (Yoga parses multipart natively);
// resolvers still check the value is a file.
const FileScalar = new GraphQLScalarType({
  name: 'File',
  description: 'A file sent with the GraphQL multipart request spec (input only).',
  serialize: () => {
    throw new Error('File is an input-only scalar.');
  },
  parseValue: (value) => {
    if (!isUploadedFile(value)) throw badInput('Please upload a JPG, PNG, or GIF image.', { field: 'file' });
    return value;
  },
  parseLiteral: () => {
    throw badInput('Send the file with a multipart request.', { field: 'file' });
  },
});
const FileRef = builder.addScalarType('File', FileScalar, {});

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

const TokenType = builder.simpleObject('Token', {
  fields: (t) => ({ token: t.string(), expires: t.field({ type: 'DateTime' }) }),
});
const TokensType = builder.objectRef<TokenPair>('Tokens').implement({
  fields: (t) => ({
    access: t.field({ type: TokenType, resolve: (p) => p.access }),
    refresh: t.field({ type: TokenType, resolve: (p) => p.refresh }),
  }),
});

const LoginPayload = builder.objectRef<LoginResult>('LoginPayload').implement({
  description: 'login answers either tokens+user, or twoFactorRequired with a short-lived challenge',
  fields: (t) => ({
    tokens: t.field({ type: TokensType, nullable: true, resolve: (p) => p.tokens }),
    user: t.field({ type: UserType, nullable: true, resolve: (p) => p.user }),
    twoFactorRequired: t.exposeBoolean('twoFactorRequired'),
    twoFactorChallenge: t.exposeString('twoFactorChallenge', { nullable: true }),
  }),
});

builder.prismaObject('LoginLog', {
  name: 'LoginLog',
  fields: (t) => ({
    id: t.exposeID('id'),
    device: t.exposeString('device'),
    browser: t.exposeString('browser'),
    os: t.exposeString('os'),
    ipAddress: t.exposeString('ipAddress'),
    userAgent: t.exposeString('userAgent'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const TwoFactorSetup = builder.simpleObject('TwoFactorSetup', {
  fields: (t) => ({
    secret: t.string(),
    otpauthUrl: t.string(),
    qrCode: t.string({ description: 'data:image/png;base64,...' }),
  }),
});

const TwoFactorEnabled = builder.objectRef<{ recoveryCodes: string[]; userId: string }>('TwoFactorEnabled').implement({
  fields: (t) => ({
    recoveryCodes: t.exposeStringList('recoveryCodes'),
    user: t.prismaField({
      type: 'User',
      resolve: (query, p, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
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

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({ username: t.string(), email: t.string(), password: t.string() }),
});
const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    userNameOrMail: t.string(),
    password: t.string(),
    rememberMe: t.boolean({ required: false, defaultValue: true }),
  }),
});
const TwoFactorLoginInput = builder.inputType('TwoFactorLoginInput', {
  fields: (t) => ({
    challenge: t.string(),
    code: t.string({ description: '6-digit TOTP code or a recovery code' }),
  }),
});
const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({ token: t.string(), password: t.string() }),
});
const ChangeEmailInput = builder.inputType('ChangeEmailInput', {
  fields: (t) => ({ currentPassword: t.string(), newEmail: t.string(), emailCode: t.string() }),
});
const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({ currentPassword: t.string(), newPassword: t.string(), confirmPassword: t.string() }),
});
const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: "either the name pair or the profile pair (the spec's two cards)",
  fields: (t) => ({
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    nickName: t.string({ required: false }),
    position: t.string({ required: false }),
  }),
});

const meta = (ctx: Context) => ctx.accounts.meta(ctx.request);
const signedIn = { signedIn: true } as const;

builder.queryFields((t) => ({
  me: t.prismaField({
    type: 'User',
    description: 'the signed-in user; HTTP 401 when not signed in',
    authScopes: signedIn,
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } }),
  }),
  loginLogs: t.prismaConnection(
    {
      type: 'LoginLog',
      cursor: 'id',
      description: 'login records of the last 90 days, newest first (paginated)',
      authScopes: signedIn,
      defaultSize: 50,
      maxSize: 200,
      resolve: (query, _root, _args, ctx) =>
        ctx.prisma.loginLog.findMany({
          ...query,
          where: { userId: ctx.viewer!.id, createdAt: { gte: new Date(Date.now() - LOGIN_LOG_DAYS * DAY) } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        }),
    },
    { name: 'LoginLogConnection' },
    { name: 'LoginLogEdge' },
  ),
  authProviders: t.stringList({
    description: 'sign-in providers configured on this server (e.g. ["github"]); empty when none',
    resolve: (_root, _args, ctx) => ctx.accounts.oauth.configuredProviders(),
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

/** resolves a mutation that answers the (changed) signed-in user */
const reloadViewer = <Q extends object>(query: Q, ctx: Context) =>
  ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } });

builder.mutationFields((t) => ({
  register: t.prismaField({
    type: 'User',
    args: { input: t.arg({ type: RegisterInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const user = await ctx.accounts.auth.register(input, meta(ctx));
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
  login: t.field({
    type: LoginPayload,
    args: { input: t.arg({ type: LoginInput }) },
    resolve: (_root, { input }, ctx) => ctx.accounts.auth.login(input, meta(ctx)),
  }),
  loginWithTwoFactor: t.field({
    type: LoginPayload,
    args: { input: t.arg({ type: TwoFactorLoginInput }) },
    resolve: (_root, { input }, ctx) => ctx.accounts.auth.loginWithTwoFactor(input, meta(ctx)),
  }),
  refreshTokens: t.field({
    type: TokensType,
    args: { refreshToken: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.accounts.auth.refresh(args.refreshToken, meta(ctx)),
  }),
  logout: t.boolean({
    args: { refreshToken: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await ctx.accounts.auth.logout(args.refreshToken);
      return true;
    },
  }),
  forgotPassword: t.boolean({
    description: 'always true: the answer never tells whether the address has an account',
    args: { email: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.accounts.auth.forgotPassword({ email: args.email }, meta(ctx)),
  }),
  resetPassword: t.boolean({
    description: 'sets a new password with the mailed token (single use) and ends every session',
    args: { input: t.arg({ type: ResetPasswordInput }) },
    resolve: (_root, { input }, ctx) => ctx.accounts.auth.resetPassword(input, meta(ctx)),
  }),
  sendVerificationCode: t.boolean({
    description:
      'sends a 6-character code; to the current address (verification) when email is omitted, or to a new address (change email); 60 s cooldown',
    authScopes: signedIn,
    args: { email: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => ctx.accounts.emailCodes.send(ctx.viewer!.id, args.email, meta(ctx)),
  }),
  verifyEmail: t.prismaField({
    type: 'User',
    authScopes: signedIn,
    args: { code: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      await ctx.accounts.emailCodes.verify(ctx.viewer!.id, args.code);
      return reloadViewer(query, ctx);
    },
  }),
  changeEmail: t.prismaField({
    type: 'User',
    authScopes: signedIn,
    args: { input: t.arg({ type: ChangeEmailInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      await ctx.accounts.emailCodes.change(ctx.viewer!.id, input, meta(ctx));
      return reloadViewer(query, ctx);
    },
  }),
  changePassword: t.boolean({
    description: 'revokes every other session',
    authScopes: signedIn,
    args: { input: t.arg({ type: ChangePasswordInput }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.accounts.profile.changePassword(ctx.viewer!.id, ctx.viewer!.sessionId, input, meta(ctx));
      return true;
    },
  }),
  updateProfile: t.prismaField({
    type: 'User',
    authScopes: signedIn,
    args: { input: t.arg({ type: UpdateProfileInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      await ctx.accounts.profile.update(ctx.viewer!.id, input);
      return reloadViewer(query, ctx);
    },
  }),
  uploadAvatar: t.prismaField({
    type: 'User',
    description: 'at most 2 MB; JPEG, PNG or GIF (decided by the bytes)',
    authScopes: signedIn,
    args: { file: t.arg({ type: FileRef }) },
    resolve: async (query, _root, args, ctx) => {
      await ctx.accounts.profile.uploadAvatar(ctx.viewer!.id, args.file);
      return reloadViewer(query, ctx);
    },
  }),
  setupTwoFactor: t.field({
    type: TwoFactorSetup,
    description: 'starts setup: a new secret (not yet active)',
    authScopes: signedIn,
    resolve: (_root, _args, ctx) => ctx.accounts.twoFactor.setup(ctx.viewer!.id),
  }),
  enableTwoFactor: t.field({
    type: TwoFactorEnabled,
    description: 'confirms setup with a 6-digit code: 2FA is on; answers one-time recovery codes',
    authScopes: signedIn,
    args: { code: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { recoveryCodes } = await ctx.accounts.twoFactor.enable(ctx.viewer!.id, args.code, meta(ctx));
      return { recoveryCodes, userId: ctx.viewer!.id };
    },
  }),
  disableTwoFactor: t.prismaField({
    type: 'User',
    authScopes: signedIn,
    resolve: async (query, _root, _args, ctx) => {
      await ctx.accounts.twoFactor.disable(ctx.viewer!.id, meta(ctx));
      return reloadViewer(query, ctx);
    },
  }),
  toggleTwoFactor: t.prismaField({
    type: 'User',
    description:
      'REST POST /api/users/toggle-2fa: turns 2FA off when on; when off, answers an error asking to use setup',
    authScopes: signedIn,
    resolve: async (query, _root, _args, ctx) => {
      const user = await ctx.prisma.user.findUniqueOrThrow({
        where: { id: ctx.viewer!.id },
        select: { twoFactorEnabled: true },
      });
      if (!user.twoFactorEnabled) {
        throw badInput(
          'To turn on two-factor authentication, scan the QR code of the setup (setupTwoFactor) and confirm it with a code from your app (enableTwoFactor).',
        );
      }
      await ctx.accounts.twoFactor.disable(ctx.viewer!.id, meta(ctx));
      return reloadViewer(query, ctx);
    },
  }),
  socialBindUrl: t.string({
    description: 'a short-lived URL on this host that starts binding a provider account for the signed-in user',
    authScopes: signedIn,
    args: { provider: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.accounts.oauth.bindUrl(ctx.viewer!.id, args.provider),
  }),
  unbindSocial: t.prismaField({
    type: 'User',
    authScopes: signedIn,
    args: { provider: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      await ctx.accounts.oauth.unbind(ctx.viewer!.id, args.provider);
      return reloadViewer(query, ctx);
    },
  }),
  deleteRecords: t.boolean({
    description: 'clears every progress/answer record and submission of the user',
    authScopes: signedIn,
    resolve: async (_root, _args, ctx) => {
      await ctx.accounts.profile.deleteRecords(ctx.viewer!.id);
      return true;
    },
  }),
  deleteAccount: t.boolean({
    description: 'the typed confirmation must equal the username',
    authScopes: signedIn,
    args: { confirmUsername: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await ctx.accounts.profile.deleteAccount(ctx.viewer!.id, args.confirmUsername);
      return true;
    },
  }),
}));
