// The REST compatibility router: matches a documented path, runs its GraphQL operation
// against the same executable schema through Yoga (same auth, validation and errors), and
// wraps the answer in the envelope {code, message, data}.
import { httpStatusOf } from '../graphql/errors';
import { localeFromHeaders } from '../graphql/locale';
import { translateMessage } from '../i18n/translate';
import { PEER_ADDRESS_HEADER } from '../security/client-address';
import type { HttpMethod, RestRoute } from './route-table';

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

interface CompiledRoute {
  route: RestRoute;
  pattern: RegExp;
  names: string[];
}

function compile(route: RestRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), names };
}

/** what an unexpected failure says (the cause is logged, never sent) */
export const SERVER_FAILURE = 'Something went wrong on our side. Please try again later.';

/** an envelope whose message is in the request's language */
type Say = (code: number, message: string, data?: unknown) => Response;

export function envelope(code: number, message: string, data: unknown = null): Response {
  const status = code === 2000 ? 200 : code;
  return Response.json({ code, message, data } satisfies Envelope, { status });
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

/** What the router needs of Yoga: run a GraphQL request in-process, with its plugins. */
interface GraphqlFetcher {
  fetch(input: URL, init: RequestInit): Response | Promise<Response>;
}

export function createRestRouter(yoga: GraphqlFetcher, routes: RestRoute[]) {
  const compiled = routes.map(compile);

  async function readBody(request: Request, say: Say): Promise<Record<string, unknown> | Response> {
    if (request.method === 'GET' || request.method === 'HEAD') return {};
    const text = await request.text();
    if (!text.trim()) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      return say(400, 'The request body must be a JSON object.');
    } catch {
      return say(400, 'The request body is not valid JSON.');
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
    const expected = `Send this request as multipart/form-data with the file field ${fields.map((f) => `"${f}"`).join(', ')}.`;
    if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      return say(400, expected);
    }
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return say(400, 'The multipart body could not be read.');
    }
    const body: Record<string, unknown> = {};
    const files: MultipartParts['files'] = [];
    form.forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
    });
    for (const field of fields) {
      const value = form.get(field);
      if (value === null || typeof value === 'string') return say(400, expected);
      // Re-wrapped as a platform File: the parsed part may come from a fetch ponyfill that
      // FormData would otherwise turn into a string.
      const blob = value as Blob & { name?: string };
      const file = new File([await blob.arrayBuffer()], blob.name || field, { type: blob.type });
      files.push({ variable: declared[field], file });
    }
    return { body, files };
  }

  return async function handle(request: Request, url: URL): Promise<Response> {
    const locale = localeFromHeaders(request.headers);
    const say: Say = (code, message, data) => envelope(code, translateMessage(locale, message), data);
    const method = request.method.toUpperCase() as HttpMethod;
    // A literal path owns itself: GET /api/books/by-links is a wrong method on the literal route,
    // not a value of GET /api/books/:status.
    let candidates = compiled.flatMap((c) => {
      const match = c.pattern.exec(url.pathname);
      return match ? [{ ...c, match }] : [];
    });
    if (candidates.some((c) => c.names.length === 0)) candidates = candidates.filter((c) => c.names.length === 0);
    const pathMatched = candidates.length > 0;
    for (const { route, names, match } of candidates) {
      if (route.method !== method) continue;
      const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
      const parts = route.files ? await readMultipart(request, route.files, say) : await readBody(request, say);
      if (parts instanceof Response) return parts;
      const { body, files } = 'files' in parts ? (parts as MultipartParts) : { body: parts, files: [] };

      const headers = new Headers({ accept: 'application/json' });
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers.get(name);
        if (value) headers.set(name, value);
      }
      const operation = {
        query: route.operation,
        variables: route.variables({ params, query: url.searchParams, body }),
      };
      let graphqlBody: string | FormData;
      if (route.files) {
        // The GraphQL multipart request spec: operations, a map, then the files.
        const form = new FormData();
        for (const { variable } of files) operation.variables[variable] = null;
        form.set('operations', JSON.stringify(operation));
        form.set(
          'map',
          JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [`variables.${f.variable}`]]))),
        );
        files.forEach((f, i) => form.set(String(i), f.file));
        graphqlBody = form;
      } else {
        headers.set('content-type', 'application/json');
        graphqlBody = JSON.stringify(operation);
      }
      const response = await yoga.fetch(new URL('/graphql', url), { method: 'POST', headers, body: graphqlBody });
      const result = (await response.json()) as {
        data?: Record<string, unknown> | null;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      };
      if (result.errors?.length) {
        const first = result.errors[0];
        // Yoga answers the status of the error's extensions.http (and strips it from the body).
        const status = response.status >= 400 ? response.status : httpStatusOf(first);
        return say(
          status,
          // Unexpected errors are masked; deliberate ones (e.g. 503 "the judge is busy") keep their words.
          status === 500 ? SERVER_FAILURE : first.message,
        );
      }
      const data = route.data(result.data ?? {});
      if (data == null && route.notFoundMessage) return say(404, route.notFoundMessage);
      const code = route.successCode ?? 200;
      return envelope(code, 'success', data ?? null);
    }
    if (pathMatched) return say(405, `Method ${method} is not allowed on ${url.pathname}.`);
    return say(404, `No API route matches ${method} ${url.pathname}.`);
  };
}
