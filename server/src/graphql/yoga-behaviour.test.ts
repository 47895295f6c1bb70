// Pins yoga-behaviour.ts to graphql-yoga itself: a real Yoga is asked the same questions (which
// media type for a single result, which HTTP status for a result with errors), so an upgrade of
// Yoga that decides differently fails here instead of drifting silently.
import { type DocumentNode, type ExecutionResult, GraphQLError, type GraphQLSchema } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { regularMediaType, yogaStatus } from './yoga-behaviour';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: /* GraphQL */ `
      type Query {
        ok: String
        forbidden: String
        limited: String
        broken: String
        brokenRequired: String!
      }
    `,
    resolvers: {
      Query: {
        ok: () => 'ok',
        forbidden: () => {
          throw new GraphQLError('no', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
        },
        limited: () => {
          throw new GraphQLError('slow down', { extensions: { code: 'RATE_LIMITED', http: { status: 429 } } });
        },
        broken: () => {
          throw new Error('unexpected');
        },
        brokenRequired: () => {
          throw new Error('unexpected');
        },
      },
    },
  }),
  logging: false,
});

const post = (query: string, accept?: string) =>
  new Request('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accept === undefined ? {} : { accept }) },
    body: JSON.stringify({ query }),
  });

describe("Yoga's media type for a single result", () => {
  const ACCEPTS = [
    undefined,
    '*/*',
    'application/json',
    'application/graphql-response+json',
    'application/json, application/graphql-response+json',
    'application/graphql-response+json, application/json',
    'application/*',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'text/html',
    'text/event-stream',
    'multipart/mixed',
    'text/html, application/json;q=0.9',
  ];

  it.each(ACCEPTS)('Accept %s', async (accept) => {
    const response = await yoga.fetch(post('{ ok }', accept));
    const answered = response.headers.get('content-type')?.split(';')[0] ?? null;
    const ours = regularMediaType(post('{ ok }', accept));
    if (ours === null) {
      // Yoga answers otherwise (a stream, or 406): the cache leaves such a request to it
      expect(['application/json', 'application/graphql-response+json']).not.toContain(answered);
    } else {
      expect(response.status).toBe(200);
      expect(answered).toBe(ours);
    }
  });
});

describe("Yoga's HTTP status for a result (application/json)", () => {
  const QUERIES = [
    '{ ok }',
    '{ ok forbidden }',
    '{ forbidden limited }',
    '{ limited }',
    '{ broken }',
    '{ brokenRequired }',
  ];

  it.each(QUERIES)('%s', async (query) => {
    const request = post(query, 'application/json');
    const enveloped = yoga.getEnveloped({ request, params: { query } });
    const document = enveloped.parse(query) as DocumentNode;
    const result = (await enveloped.execute({
      schema: enveloped.schema as GraphQLSchema,
      document,
      contextValue: await enveloped.contextFactory(),
    })) as ExecutionResult;
    const response = await yoga.fetch(post(query, 'application/json'));
    expect(yogaStatus(result)).toBe(response.status);
  });

  it('covers each kind of status: 200 (also for an unexpected error with data), the highest error status', async () => {
    const statuses = await Promise.all(
      QUERIES.map(async (query) => (await yoga.fetch(post(query, 'application/json'))).status),
    );
    expect(new Set(statuses)).toEqual(new Set([200, 403, 429]));
  });
});
