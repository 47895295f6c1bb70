// Errors a client may see. Each carries a stable code and the HTTP status that both the
// GraphQL endpoint and the REST envelope use, so a bad input is a 400 with a clear message
// everywhere and never a 500. The message is an id of the catalogue (i18n/message.ts): the error's
// text is its English, and what a client reads is rendered in the request's language when sent.
import { GraphQLError, type GraphQLErrorExtensions } from 'graphql';
import { type Message, msg } from '../i18n/message';
import { renderMessage } from '../i18n/render';

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

/** A GraphQL error whose text is a catalogue message; extensions.messageId names it for clients. */
export class MessageError extends GraphQLError {
  readonly appMessage: Message;
  constructor(message: Message, extensions: GraphQLErrorExtensions = {}) {
    super(renderMessage('en', message), { extensions: { ...extensions, messageId: message.id } });
    this.appMessage = message;
  }
}

export class AppError extends MessageError {
  constructor(code: ErrorCode, message: Message, extra: Record<string, unknown> = {}) {
    super(message, { code, http: { status: statusOf[code] }, ...extra });
  }
}

/** the catalogue message of an error, or of the error it wraps (a resolver's error, located) */
export function appMessageOf(error: unknown): Message | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { originalError?: unknown }).originalError) {
    const message = (e as { appMessage?: Message }).appMessage;
    if (message) return message;
    if (!('originalError' in e)) return undefined;
  }
  return undefined;
}

export const badInput = (message: Message, extra?: Record<string, unknown>) =>
  new AppError('BAD_USER_INPUT', message, extra);
export const notFound = (message: Message) => new AppError('NOT_FOUND', message);
export const unauthenticated = (message: Message = msg('auth.signInFirst')) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: Message = msg('auth.noPermission')) => new AppError('FORBIDDEN', message);

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
