// GraphQL of the signed-in user's profile: names, avatar (the File upload scalar), password,
// login records and deleting records or the account. Thin: accounts/profile.ts does the work.
import { GraphQLScalarType } from 'graphql';
import { builder } from '../graphql/builder';
import { badInput } from '../graphql/errors';
import { meta, reloadViewer, signedIn } from './accounts.graphql';
import { DAY } from './deps';
import { isUploadedFile } from './profile';
import { LOGIN_LOG_DAYS } from './users';
import { msg } from '../i18n/message';

// The File scalar of the GraphQL multipart request spec (Yoga parses multipart natively);
// resolvers still check the value is a file.
const FileScalar = new GraphQLScalarType({
  name: 'File',
  description: 'A file sent with the GraphQL multipart request spec (input only).',
  serialize: () => {
    throw new Error('File is an input-only scalar.');
  },
  parseValue: (value) => {
    if (!isUploadedFile(value)) throw badInput(msg('account.imageType'), { field: 'file' });
    return value;
  },
  parseLiteral: () => {
    throw badInput(msg('http.sendFileMultipart'), { field: 'file' });
  },
});
const FileRef = builder.addScalarType('File', FileScalar, {});

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

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string(),
    newPassword: t.string(),
    confirmPassword: t.string(),
    twoFactorCode: t.string({
      required: false,
      description: 'a TOTP or recovery code; required while two-factor sign-in is on',
    }),
  }),
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

builder.queryFields((t) => ({
  loginLogs: t.withAuth(signedIn).prismaConnection(
    {
      type: 'LoginLog',
      cursor: 'id',
      description: 'login records of the last 90 days, newest first (paginated)',
      defaultSize: 50,
      maxSize: 200,
      resolve: (query, _root, _args, ctx) =>
        ctx.prisma.loginLog.findMany({
          ...query,
          where: { userId: ctx.viewer.id, createdAt: { gte: new Date(Date.now() - LOGIN_LOG_DAYS * DAY) } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        }),
    },
    { name: 'LoginLogConnection' },
    { name: 'LoginLogEdge' },
  ),
}));

builder.mutationFields((t) => ({
  changePassword: t.withAuth(signedIn).boolean({
    description:
      'needs the current password (throttled and locked out like sign-in); signs out every other session unless keepOtherSessions',
    args: {
      input: t.arg({ type: ChangePasswordInput }),
      keepOtherSessions: t.arg.boolean({ required: false, defaultValue: false }),
    },
    resolve: async (_root, { input, keepOtherSessions }, ctx) => {
      await ctx.accounts.profile.changePassword(
        ctx.viewer.id,
        ctx.viewer.sessionId,
        input,
        meta(ctx),
        keepOtherSessions,
      );
      return true;
    },
  }),
  updateProfile: t.withAuth(signedIn).prismaField({
    type: 'User',
    args: { input: t.arg({ type: UpdateProfileInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      await ctx.accounts.profile.update(ctx.viewer.id, input);
      return reloadViewer(query, ctx);
    },
  }),
  uploadAvatar: t.withAuth(signedIn).prismaField({
    type: 'User',
    description: 'at most 2 MB; JPEG, PNG or GIF (decided by the bytes)',
    args: { file: t.arg({ type: FileRef }) },
    resolve: async (query, _root, args, ctx) => {
      await ctx.accounts.profile.uploadAvatar(ctx.viewer.id, args.file);
      return reloadViewer(query, ctx);
    },
  }),
  deleteRecords: t.withAuth(signedIn).boolean({
    description: 'clears every progress/answer record and submission of the user',
    resolve: async (_root, _args, ctx) => {
      await ctx.accounts.profile.deleteRecords(ctx.viewer.id);
      return true;
    },
  }),
  deleteAccount: t.withAuth(signedIn).boolean({
    description:
      'the typed confirmation must equal the username; needs the current password and, while two-factor is on, a code',
    args: {
      confirmUsername: t.arg.string(),
      currentPassword: t.arg.string(),
      twoFactorCode: t.arg.string({ required: false, description: 'a TOTP or recovery code' }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.accounts.profile.deleteAccount(
        ctx.viewer.id,
        args.confirmUsername,
        { currentPassword: args.currentPassword, twoFactorCode: args.twoFactorCode },
        meta(ctx),
      );
      return true;
    },
  }),
}));
