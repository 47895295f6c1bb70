// GraphQL of email codes: sending a verification code, verifying the address, changing it.
// Thin: accounts/email-codes.ts does the work.
import { builder } from '../graphql/builder';
import { meta, reloadViewer, signedIn } from './accounts.graphql';

const ChangeEmailInput = builder.inputType('ChangeEmailInput', {
  fields: (t) => ({
    currentPassword: t.string(),
    newEmail: t.string(),
    emailCode: t.string(),
    twoFactorCode: t.string({
      required: false,
      description: 'a TOTP or recovery code; required while two-factor sign-in is on',
    }),
  }),
});

builder.mutationFields((t) => ({
  sendVerificationCode: t.withAuth(signedIn).boolean({
    description:
      'sends a 6-character code; to the current address (verification) when email is omitted, or to a new address (change email); 60 s cooldown',
    args: { email: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => ctx.accounts.emailCodes.send(ctx.viewer.id, args.email, meta(ctx)),
  }),
  verifyEmail: t.withAuth(signedIn).prismaField({
    type: 'User',
    description: 'at most 5 tries per code, rate limited per client address and per account',
    args: { code: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      await ctx.accounts.emailCodes.verify(ctx.viewer.id, args.code, meta(ctx));
      return reloadViewer(query, ctx);
    },
  }),
  changeEmail: t.withAuth(signedIn).prismaField({
    type: 'User',
    description:
      'needs the current password (throttled and locked out like sign-in) and, while two-factor is on, a code',
    args: { input: t.arg({ type: ChangeEmailInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      await ctx.accounts.emailCodes.change(ctx.viewer.id, input, meta(ctx));
      return reloadViewer(query, ctx);
    },
  }),
}));
