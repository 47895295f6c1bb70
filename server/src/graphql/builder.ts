// The one Pothos schema builder. Domains register their types and fields on it
// (server/src/<domain>/<domain>.graphql.ts); schema.ts imports them and builds the schema.
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import ValidationPlugin from '@pothos/plugin-validation';
import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import type PrismaTypes from '../generated/prisma/pothos-types';
import { getDatamodel } from '../generated/prisma/pothos-types';
import type { Context } from './context';
import { badInput, forbidden, unauthenticated } from './errors';

export interface AuthScopes {
  signedIn: boolean;
  admin: boolean;
  moderator: boolean;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    /** an upload of the GraphQL multipart request spec (input only) */
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin, PrismaPlugin, RelayPlugin, SimpleObjectsPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  prisma: {
    // The client is per request (context), not global, so tests and instances can differ.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
  },
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: !!ctx.viewer,
      admin: ctx.viewer?.role === 'admin',
      moderator: ctx.viewer?.role === 'admin' || ctx.viewer?.role === 'moderator',
    }),
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? forbidden() : unauthenticated()),
  },
  validation: {
    // The first issue's message is the one the user reads, in the spec's words.
    validationError: (failure) => {
      const issue = failure.issues[0];
      const field = issue?.path?.map((p) => (typeof p === 'object' ? p.key : p)).join('.');
      return badInput(issue?.message ?? 'Invalid input.', field ? { field } : {});
    },
  },
  errors: {
    defaultTypes: [],
  },
});

builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('JSON', JSONResolver);

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
