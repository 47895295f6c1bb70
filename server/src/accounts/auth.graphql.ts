// GraphQL of signing in and out: register, login (with the two-factor step), token refresh,
// logout and the password-reset mail. Thin: accounts/auth.ts does the work.
import { builder } from '../graphql/builder';
import { UserType, meta } from './accounts.graphql';
import type { LoginResult } from './auth';
import type { TokenPair } from './sessions';

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
  exchangeSignInCode: t.field({
    type: LoginPayload,
    description:
      'the tokens for the one-time code a provider sign-in (GitHub) landed with on /auth/callback?code=…; good for a minute and once',
    args: { code: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.accounts.oauth.exchangeSignInCode(args.code, meta(ctx)),
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
}));
