// GraphQL of personal access tokens (api-tokens.ts): list, create (the token is in the answer,
// once) and revoke. Only a signed-in session may manage tokens (api-token-scopes.ts refuses a
// token asking for its own kind).
import type { ApiToken } from '../generated/prisma/client';
import { ApiTokenScope } from '../generated/prisma/enums';
import { builder } from '../graphql/builder';
import { signedIn } from './accounts.graphql';

const ApiTokenScopeEnum = builder.enumType(ApiTokenScope, {
  name: 'ApiTokenScope',
  description:
    'read: the bank and your progress; progress: also mark problems, track books, save, run and submit; interview: also your mock interviews (rooms, pads and notes)',
});

const ApiTokenType = builder.prismaObject('ApiToken', {
  name: 'ApiToken',
  description: 'a personal access token for tools (its secret is shown only when created)',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'the first characters of the token, to tell tokens apart' }),
    scope: t.expose('scope', { type: ApiTokenScopeEnum }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'null: never expires' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreatedApiToken = builder.objectRef<{ token: string; apiToken: ApiToken }>('CreatedApiToken').implement({
  fields: (t) => ({
    token: t.exposeString('token', {
      description: 'the secret: send it as `Authorization: Bearer <token>`; shown this once',
    }),
    apiToken: t.field({ type: ApiTokenType, resolve: (created) => created.apiToken }),
  }),
});

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  fields: (t) => ({
    name: t.string({ description: 'what the token is for (at most 60 characters)' }),
    scope: t.field({ type: ApiTokenScopeEnum }),
    expiresInDays: t.int({ required: false, description: '7, 30, 90 or 365; null: never expires' }),
  }),
});

builder.queryFields((t) => ({
  apiTokens: t.withAuth(signedIn).prismaField({
    type: ['ApiToken'],
    description: 'your personal access tokens, newest first (revoked ones are gone)',
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.apiToken.findMany({
        ...query,
        where: { userId: ctx.viewer.id, revokedAt: null },
        orderBy: { createdAt: 'desc' },
      }),
  }),
}));

builder.mutationFields((t) => ({
  createApiToken: t.withAuth(signedIn).field({
    type: CreatedApiToken,
    args: { input: t.arg({ type: CreateApiTokenInput }) },
    resolve: async (_root, { input }, ctx) => {
      const { token, row } = await ctx.accounts.apiTokens.create(ctx.viewer.id, {
        name: input.name,
        scope: input.scope,
        expiresInDays: input.expiresInDays ?? null,
      });
      return { token, apiToken: row };
    },
  }),
  revokeApiToken: t.withAuth(signedIn).boolean({
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) => {
      await ctx.accounts.apiTokens.revoke(ctx.viewer.id, String(id));
      return true;
    },
  }),
}));
