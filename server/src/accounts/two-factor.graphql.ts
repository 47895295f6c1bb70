// GraphQL of two-factor sign-in: setup (secret and QR code), enabling with recovery codes,
// disabling, and the spec's toggle. Thin: accounts/two-factor.ts does the work.
import { builder } from '../graphql/builder';
import { badInput } from '../graphql/errors';
import { meta, reloadViewer, signedIn } from './accounts.graphql';
import { msg } from '../i18n/message';

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

builder.mutationFields((t) => ({
  setupTwoFactor: t.withAuth(signedIn).field({
    type: TwoFactorSetup,
    description: 'starts setup: a new secret (not yet active)',
    resolve: (_root, _args, ctx) => ctx.accounts.twoFactor.setup(ctx.viewer.id),
  }),
  enableTwoFactor: t.withAuth(signedIn).field({
    type: TwoFactorEnabled,
    description:
      "confirms setup with a 6-digit code: 2FA is on; answers one-time recovery codes. Signs out the user's other sessions unless keepOtherSessions",
    args: {
      code: t.arg.string(),
      keepOtherSessions: t.arg.boolean({ required: false, defaultValue: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { recoveryCodes } = await ctx.accounts.twoFactor.enable(ctx.viewer.id, args.code, meta(ctx), {
        sessionId: ctx.viewer.sessionId,
        keepOtherSessions: args.keepOtherSessions,
      });
      return { recoveryCodes, userId: ctx.viewer.id };
    },
  }),
  disableTwoFactor: t.withAuth(signedIn).prismaField({
    type: 'User',
    description: 'needs the current password and a TOTP or recovery code (throttled and locked out like sign-in)',
    args: {
      currentPassword: t.arg.string(),
      twoFactorCode: t.arg.string({ required: false, description: 'a TOTP or recovery code' }),
    },
    resolve: async (query, _root, args, ctx) => {
      await ctx.accounts.twoFactor.disable(ctx.viewer.id, args, meta(ctx));
      return reloadViewer(query, ctx);
    },
  }),
  toggleTwoFactor: t.withAuth(signedIn).prismaField({
    type: 'User',
    description:
      'REST POST /api/users/toggle-2fa: turns 2FA off when on (with the current password and a code); when off, answers an error asking to use setup',
    args: {
      currentPassword: t.arg.string(),
      twoFactorCode: t.arg.string({ required: false, description: 'a TOTP or recovery code' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const user = await ctx.prisma.user.findUniqueOrThrow({
        where: { id: ctx.viewer.id },
        select: { twoFactorEnabled: true },
      });
      if (!user.twoFactorEnabled) {
        throw badInput(msg('twoFactor.howToEnable'));
      }
      await ctx.accounts.twoFactor.disable(ctx.viewer.id, args, meta(ctx));
      return reloadViewer(query, ctx);
    },
  }),
}));
