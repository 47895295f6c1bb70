// Errors a client may see. Each carries a stable code and the HTTP status that both the
// GraphQL endpoint and the REST envelope use, so a bad input is a 400 with a clear message
// everywhere and never a 500.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED' | 'BUSY';

const statusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  BUSY: 503,
};

export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, http: { status: statusOf[code] }, ...extra } });
  }
}

export const badInput = (message: string, extra?: Record<string, unknown>) =>
  new AppError('BAD_USER_INPUT', message, extra);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const unauthenticated = (message = 'Please sign in first.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);

/** The HTTP status a GraphQL error maps to (500 for anything unexpected). */
export function httpStatusOf(error: { extensions?: Record<string, unknown> }): number {
  const http = error.extensions?.http as { status?: number } | undefined;
  if (http?.status) return http.status;
  const code = error.extensions?.code;
  // an expected outcome answered 200 on /graphql (expected-outcomes.ts) still has its code's status
  if (typeof code === 'string' && code in statusOf) return statusOf[code as ErrorCode];
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED') return 400;
  return 500;
}
