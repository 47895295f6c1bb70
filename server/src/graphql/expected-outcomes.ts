// A sign-in that ran and was refused — a wrong password, an unknown user — is an expected outcome: /graphql answers it as HTTP 200 with the error in `errors` (its code
// and message kept), as GraphQL over HTTP does for an executed operation, since browsers log
// every 4xx as a failed load and nothing failed. Refused requests (unparsable, invalid
// documents) keep their 400, and other fields their statuses for now (the API's tests and clients
// read them). REST routes compute their own documented status (rest/router.ts): not touched.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from './errors';

const EXPECTED: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['BAD_USER_INPUT']);
/** the sign-in field, whose refusals are expected outcomes */
const SIGN_IN_FIELDS: ReadonlySet<string | number> = new Set(['login']);

function withoutStatus(error: GraphQLError): GraphQLError {
  const code = error.extensions?.code as ErrorCode | undefined;
  // only errors of the execution (they have a path), never a refused request
  if (!code || !EXPECTED.has(code) || !error.path || !SIGN_IN_FIELDS.has(error.path[0]!)) return error;
  if (!('http' in error.extensions)) return error;
  const { http: _http, ...extensions } = error.extensions;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}

export function useExpectedOutcomesAsOk(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      const errors = result.errors.map((error) => (error instanceof GraphQLError ? withoutStatus(error) : error));
      setResult({ ...result, errors });
    },
  };
}
