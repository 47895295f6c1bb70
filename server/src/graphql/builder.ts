// The one Pothos schema builder. Domains register their types and fields on it
// (server/src/<domain>/<domain>.graphql.ts); schema.ts imports them and builds the schema.
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import ValidationPlugin from '@pothos/plugin-validation';
import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import { isProduction } from '../config';
import type PrismaTypes from '../generated/prisma/pothos-types';
import { getDatamodel } from '../generated/prisma/pothos-types';
import type { Context } from './context';
import { badInput, forbidden, unauthenticated } from './errors';
import { messageOfIssue } from '../i18n/message';

export interface AuthScopes {
  signedIn: boolean;
  admin: boolean;
  moderator: boolean;
}

/** what a resolver behind `t.withAuth({ signedIn: true })` (or admin, moderator) gets: a viewer, never null */
/** a resolver's context once scope-auth has found a viewer (t.withAuth) */
export type SignedInContext = Context & { viewer: NonNullable<Context['viewer']> };

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  AuthContexts: { signedIn: SignedInContext; admin: SignedInContext; moderator: SignedInContext };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    /** an upload of the GraphQL multipart request spec (input only) */
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}>({
  plugins: [ScopeAuthPlugin, ValidationPlugin, PrismaPlugin, RelayPlugin, SimpleObjectsPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  prisma: {
    // The client is per request (context), not global, so tests and instances can differ.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    // NODE_ENV, read through the configuration: the builder exists before any config is passed
    onUnusedQuery: isProduction() ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // the plumbing every connection shares, described once for tools reading the schema
    defaultConnectionTypeOptions: {
      description: 'One page of a list, with the cursors to ask for the pages around it',
    },
    defaultEdgeTypeOptions: { description: 'One item of a page, with its cursor' },
    pageInfoTypeOptions: { description: 'Where a page sits in its list' },
    edgesFieldOptions: { description: 'the items of this page, in the list’s order' },
    nodeFieldOptions: { description: 'the item' },
    cursorFieldOptions: { description: 'an opaque position: pass it as `after` or `before` to page from here' },
    pageInfoFieldOptions: { description: 'the cursors of this page’s ends and whether more items lie beyond them' },
    hasNextPageFieldOptions: { description: 'true when items follow this page (ask with `after: endCursor`)' },
    hasPreviousPageFieldOptions: { description: 'true when items precede this page (ask with `before: startCursor`)' },
    startCursorFieldOptions: { description: 'the cursor of the page’s first item (null on an empty page)' },
    endCursorFieldOptions: { description: 'the cursor of the page’s last item (null on an empty page)' },
    firstArgOptions: { description: 'how many items to return from the start (or from `after`); capped by the field' },
    lastArgOptions: { description: 'how many items to return from the end (or before `before`); capped by the field' },
    afterArgOptions: { description: 'return the items after this cursor (an `endCursor` or an edge’s `cursor`)' },
    beforeArgOptions: { description: 'return the items before this cursor (a `startCursor` or an edge’s `cursor`)' },
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
      return badInput(messageOfIssue(issue), field ? { field } : {});
    },
  },
});

builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('JSON', JSONResolver);

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
