// Reads what went wrong from an Apollo Client error (or a raw GraphQL response): the API's
// `extensions.code` (UNAUTHENTICATED, BAD_USER_INPUT with `field`, RATE_LIMITED with
// `retryAfterSeconds`, CONFLICT, FORBIDDEN…), its message, or "no response at all".
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

export interface ApiError {
  /** graphql: the API answered with an error; network: no (usable) answer; unknown: anything else */
  kind: 'graphql' | 'network' | 'unknown';
  code?: string;
  /** the API's message, in the language the request asked for (X-Locale) */
  message?: string;
  field?: string;
  retryAfterSeconds?: number;
  /** e.g. ACCOUNT_LOCKED on a rate-limited sign-in */
  reason?: string;
  status?: number;
}

interface RawGraphQLError {
  message?: unknown;
  extensions?: Record<string, unknown> | null;
}

function fromGraphQLError(error: RawGraphQLError, status?: number): ApiError {
  const ext = error.extensions ?? {};
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    kind: 'graphql',
    code: str(ext.code),
    message: str(error.message),
    field: str(ext.field),
    retryAfterSeconds: typeof ext.retryAfterSeconds === 'number' ? ext.retryAfterSeconds : undefined,
    reason: str(ext.reason),
    status,
  };
}

function parseErrorsBody(bodyText: string | undefined): RawGraphQLError[] | null {
  if (!bodyText) return null;
  try {
    const body = JSON.parse(bodyText) as { errors?: RawGraphQLError[] };
    return Array.isArray(body.errors) && body.errors.length ? body.errors : null;
  } catch {
    return null;
  }
}

export function readApiError(error: unknown): ApiError {
  const [graphqlError] = CombinedGraphQLErrors.is(error) ? error.errors : [];
  if (graphqlError) return fromGraphQLError(graphqlError);
  if (ServerError.is(error)) {
    const [bodyError] = parseErrorsBody(error.bodyText) ?? [];
    if (bodyError) return fromGraphQLError(bodyError, error.statusCode);
    return { kind: error.statusCode >= 500 ? 'network' : 'unknown', status: error.statusCode };
  }
  if (ServerParseError.is(error)) return { kind: 'network', status: error.statusCode };
  if (error instanceof TypeError || (error instanceof DOMException && /abort|timeout/i.test(error.name))) {
    return { kind: 'network' };
  }
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors) && error.errors.length) {
    return fromGraphQLError(error.errors[0] as RawGraphQLError);
  }
  return { kind: 'unknown', message: error instanceof Error ? error.message : undefined };
}

/** a GraphQL result or error list that says "not signed in / token not valid" */
export function hasUnauthenticated(errors: readonly RawGraphQLError[] | undefined | null): boolean {
  return !!errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/** An error of the link chain meaning HTTP 401 / UNAUTHENTICATED. */
export function isUnauthenticatedError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return hasUnauthenticated(error.errors);
  if (ServerError.is(error)) return error.statusCode === 401;
  return false;
}

// Codes of the API's deliberate answers (server/src/graphql/errors.ts). Anything else, e.g. a
// masked unexpected error, has no message worth showing.
const DELIBERATE = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'BUSY',
]);

/** the API's own words for a deliberate refusal, to show as they are (already in the UI language) */
export function refusalMessage(error: ApiError): string | undefined {
  if (error.kind !== 'graphql' || !error.code || !DELIBERATE.has(error.code)) return undefined;
  return error.message?.trim() || undefined;
}
