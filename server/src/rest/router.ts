// The REST compatibility router: matches a documented path, runs its GraphQL operation
// against the same executable schema through Yoga's envelop pipeline (same context and auth,
// parse/validation cache, error masking and localisation, validation rules), and wraps the
// answer in the envelope {code, message, data}.
//
// A JSON route executes its operation directly (yoga.getEnveloped: parse, validate, context,
// execute) instead of a second HTTP-style trip through Yoga, which would serialise the result to
// JSON only for the router to parse it back. A multipart route (file upload) still goes through
// yoga.fetch, where the GraphQL multipart request spec is read.
import { Buffer } from 'node:buffer';
import { type DocumentNode, type ExecutionResult, GraphQLError, type GraphQLSchema } from 'graphql';
import { httpStatusOf } from '../graphql/errors';
import { yogaStatus } from '../graphql/yoga-behaviour';
import { encodedBody } from '../http/encoding';
import { type Locale, localeFromHeaders } from '../graphql/locale';
import { type Message, msg } from '../i18n/message';
import { localizedText } from '../i18n/localize';
import { renderMessage } from '../i18n/render';
import { PEER_ADDRESS_HEADER } from '../security/client-address';
import { type PathPattern, compilePath } from './path-pattern';
import type { HttpMethod, RestRoute } from './route-table';

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
  /** on a failure, the message's id (as GraphQL's extensions.messageId): the same in every language */
  messageId?: string;
}

interface CompiledRoute extends PathPattern {
  route: RestRoute;
}

function compile(route: RestRoute): CompiledRoute {
  return { route, ...compilePath(route.path) };
}

/** what an unexpected failure says (the cause is logged, never sent) */
export const SERVER_FAILURE = msg('http.serverFailure');

/** an envelope whose message is in the request's language */
type Say = (code: number, message: Message, data?: unknown) => Response;

function envelope(code: number, message: string, data: unknown = null, messageId?: string): Response {
  const body: Envelope = messageId === undefined ? { code, message, data } : { code, message, data, messageId };
  return jsonResponse(code, JSON.stringify(body));
}

/** an envelope saying a message in a language, with its id */
export function messageEnvelope(locale: Locale, code: number, message: Message, data: unknown = null): Response {
  return envelope(code, renderMessage(locale, message), data, message.id);
}

/** an envelope's JSON as the response (Response.json's headers) */
function jsonResponse(
  code: number,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
): Response {
  const status = code === 2000 ? 200 : code;
  return new Response(body, { status, headers: { ...headers, 'content-type': 'application/json' } });
}

// Headers the adapter forwards to the GraphQL operation: who is asking and in which language.
const FORWARDED_HEADERS = [
  'authorization',
  'x-locale',
  'accept-language',
  'user-agent',
  'x-forwarded-for',
  'cookie',
  PEER_ADDRESS_HEADER,
];

/** What the router needs of Yoga: its envelop pipeline, and a GraphQL request in-process (uploads). */
interface GraphqlServer {
  fetch(input: URL, init: RequestInit): Response | Promise<Response>;
  getEnveloped(initial: {
    request: Request;
    params: { query: string; variables: Record<string, unknown> };
    /** the operation is the route table's, not a client's: the cost limit does not apply */
    trustedOperation: true;
  }): {
    schema: unknown;
    parse(source: string): unknown;
    validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[];
    contextFactory(): unknown;
    execute(args: {
      schema: unknown;
      document: DocumentNode;
      contextValue: unknown;
      variableValues: Record<string, unknown>;
    }): unknown;
  };
}

interface GraphqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

interface OperationResult {
  /** the HTTP status Yoga would have answered */
  status: number;
  data?: Record<string, unknown> | null;
  errors?: GraphqlError[];
  /** a rate limit's wait, for the Retry-After header */
  retryAfter?: string;
}

/** the Retry-After an error asks for (a rate limit's), before asSent drops extensions.http */
function retryAfterOf(errors: readonly GraphqlError[]): string | undefined {
  for (const error of errors) {
    const value = (error.extensions?.http as { headers?: Record<string, string> } | undefined)?.headers?.[
      'Retry-After'
    ];
    if (value) return value;
  }
  return undefined;
}

/** an error as a client reads it: in the request's language, and Yoga strips extensions.http from the body */
function asSent(locale: Locale, error: GraphqlError): GraphqlError {
  const { http: _http, ...extensions } = error.extensions ?? {};
  return { message: localizedText(locale, error), extensions };
}

export function createRestRouter(yoga: GraphqlServer, routes: RestRoute[]) {
  const compiled = routes.map(compile);
  /** success envelopes by the operation's data object (see graphql/response-cache.ts) */
  const envelopes = new WeakMap<object, { route: RestRoute; body: Uint8Array<ArrayBuffer> }>();

  /** Runs a JSON route's operation through Yoga's envelop pipeline (no HTTP round trip). */
  async function execute(
    request: Request,
    operation: { query: string; variables: Record<string, unknown> },
  ): Promise<OperationResult> {
    const params = { query: operation.query, variables: operation.variables };
    const locale = localeFromHeaders(request.headers);
    const sent = (error: GraphqlError) => asSent(locale, error);
    const enveloped = yoga.getEnveloped({ request, params, trustedOperation: true });
    let result: ExecutionResult;
    try {
      const document = enveloped.parse(operation.query) as DocumentNode;
      const invalid = enveloped.validate(enveloped.schema as GraphQLSchema, document);
      if (invalid.length) return { status: 400, errors: invalid.map(sent) };
      const contextValue = await enveloped.contextFactory();
      result = (await enveloped.execute({
        schema: enveloped.schema,
        document,
        contextValue,
        variableValues: operation.variables,
      })) as ExecutionResult;
    } catch (error) {
      // e.g. the context refused the bearer token (401): Yoga answers such an error the same way
      if (error instanceof GraphQLError) {
        return { status: yogaStatus({ errors: [error] }), errors: [sent(error)], retryAfter: retryAfterOf([error]) };
      }
      throw error;
    }
    if (Symbol.asyncIterator in result) throw new Error('a REST operation must answer a single result');
    return {
      status: yogaStatus(result),
      data: result.data as Record<string, unknown> | null | undefined,
      errors: result.errors?.map(sent),
      retryAfter: retryAfterOf(result.errors ?? []),
    };
  }

  /** Runs a multipart route's operation through yoga.fetch (the GraphQL multipart request spec). */
  async function fetchMultipart(
    request: Request,
    url: URL,
    operation: { query: string; variables: Record<string, unknown> },
    files: { variable: string; file: File }[],
  ): Promise<OperationResult> {
    const headers = new Headers({ accept: 'application/json' });
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    const form = new FormData();
    for (const { variable } of files) operation.variables[variable] = null;
    form.set('operations', JSON.stringify(operation));
    form.set('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [`variables.${f.variable}`]]))));
    files.forEach((f, i) => form.set(String(i), f.file));
    const response = await yoga.fetch(new URL('/graphql', url), { method: 'POST', headers, body: form });
    const result = (await response.json()) as { data?: Record<string, unknown> | null; errors?: GraphqlError[] };
    return { status: response.status, ...result };
  }

  async function readBody(request: Request, say: Say): Promise<Record<string, unknown> | Response> {
    if (request.method === 'GET' || request.method === 'HEAD') return {};
    const text = await request.text();
    if (!text.trim()) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      return say(400, msg('http.bodyNotObject'));
    } catch {
      return say(400, msg('http.bodyNotJson'));
    }
  }

  interface MultipartParts {
    body: Record<string, unknown>;
    files: { variable: string; file: File }[];
  }

  /** a multipart route's text fields (the body) and its declared files */
  async function readMultipart(
    request: Request,
    declared: Record<string, string>,
    say: Say,
  ): Promise<MultipartParts | Response> {
    const fields = Object.keys(declared);
    const expected = msg('http.multipartExpected', { fields: fields.map((f) => `"${f}"`).join(', ') });
    if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      return say(400, expected);
    }
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return say(400, msg('http.multipartUnreadable'));
    }
    const body: Record<string, unknown> = {};
    const files: MultipartParts['files'] = [];
    form.forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
    });
    for (const [field, variable] of Object.entries(declared)) {
      const value = form.get(field);
      if (value === null || typeof value === 'string') return say(400, expected);
      // Re-wrapped as a platform File: the parsed part may come from a fetch ponyfill that
      // FormData would otherwise turn into a string.
      const blob = value as Blob & { name?: string };
      const file = new File([await blob.arrayBuffer()], blob.name || field, { type: blob.type });
      files.push({ variable, file });
    }
    return { body, files };
  }

  return async function handle(request: Request, url: URL): Promise<Response> {
    const locale = localeFromHeaders(request.headers);
    const say: Say = (code, message, data) => messageEnvelope(locale, code, message, data);
    const method = request.method.toUpperCase() as HttpMethod;
    // A literal path owns itself: GET /api/books/by-links is a wrong method on the literal route,
    // not a value of GET /api/books/:status.
    let candidates = compiled.flatMap((c) => {
      const params = c.match(url.pathname);
      return params ? [{ ...c, params }] : [];
    });
    if (candidates.some((c) => c.literal)) candidates = candidates.filter((c) => c.literal);
    const pathMatched = candidates.length > 0;
    for (const { route, params } of candidates) {
      if (route.method !== method) continue;
      const parts = route.files ? await readMultipart(request, route.files, say) : await readBody(request, say);
      if (parts instanceof Response) return parts;
      const { body, files } = 'files' in parts ? (parts as MultipartParts) : { body: parts, files: [] };

      const operation = {
        query: route.operation,
        variables: route.variables({ params, query: url.searchParams, body }),
      };
      const result = route.files
        ? await fetchMultipart(request, url, operation, files)
        : await execute(request, operation);
      const [first] = result.errors ?? [];
      if (first) {
        // Yoga answers the status of the error's extensions.http (and strips it from the body).
        const status = result.status >= 400 ? result.status : httpStatusOf(first);
        // Unexpected errors are masked; deliberate ones (e.g. 503 "the judge is busy") keep their
        // words, already in the request's language (the forwarded operation carries its headers).
        const { messageId } = first.extensions ?? {};
        const answer =
          status === 500
            ? say(status, SERVER_FAILURE)
            : envelope(status, first.message, null, typeof messageId === 'string' ? messageId : undefined);
        // a rate limit's Retry-After, as Yoga sends it on /graphql
        const { retryAfter } = result;
        if (retryAfter) answer.headers.set('Retry-After', retryAfter);
        return answer;
      }
      const code = route.successCode ?? 200;
      // An answer served from the response cache is the same object each time: so is its envelope.
      const known = result.data ? envelopes.get(result.data) : undefined;
      if (known?.route === route) {
        const { body, headers } = encodedBody(request, known.body);
        return jsonResponse(code, body, headers);
      }
      const data = route.data(result.data ?? {});
      if (data == null && route.notFoundMessage) return say(404, route.notFoundMessage);
      const bytes = Buffer.from(JSON.stringify({ code, message: 'success', data: data ?? null } satisfies Envelope));
      if (result.data) envelopes.set(result.data, { route, body: bytes });
      const { body: sent, headers } = encodedBody(request, bytes);
      return jsonResponse(code, sent, headers);
    }
    if (pathMatched) return say(405, msg('http.methodNotAllowed', { method, path: url.pathname }));
    return say(404, msg('http.noRoute', { method, path: url.pathname }));
  };
}
