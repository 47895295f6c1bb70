// The REST compatibility router: matches a documented path, runs its GraphQL operation
// against the same executable schema through Yoga (same auth, validation and errors), and
// wraps the answer in the envelope {code, message, data}.
import { httpStatusOf } from '../graphql/errors';
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

export function envelope(code: number, message: string, data: unknown = null): Response {
  const status = code === 2000 ? 200 : code;
  return Response.json({ code, message, data } satisfies Envelope, { status });
}

// Headers the adapter forwards to the GraphQL operation: who is asking and in which language.
const FORWARDED_HEADERS = ['authorization', 'x-locale', 'accept-language', 'user-agent', 'x-forwarded-for', 'cookie'];

/** What the router needs of Yoga: run a GraphQL request in-process, with its plugins. */
interface GraphqlFetcher {
  fetch(input: URL, init: RequestInit): Response | Promise<Response>;
}

export function createRestRouter(yoga: GraphqlFetcher, routes: RestRoute[]) {
  const compiled = routes.map(compile);

  async function readBody(request: Request): Promise<Record<string, unknown> | Response> {
    if (request.method === 'GET' || request.method === 'DELETE') return {};
    const text = await request.text();
    if (!text.trim()) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      return envelope(400, 'The request body must be a JSON object.');
    } catch {
      return envelope(400, 'The request body is not valid JSON.');
    }
  }

  return async function handle(request: Request, url: URL): Promise<Response> {
    const method = request.method.toUpperCase() as HttpMethod;
    let pathMatched = false;
    for (const { route, pattern, names } of compiled) {
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
      const body = await readBody(request);
      if (body instanceof Response) return body;

      const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers.get(name);
        if (value) headers.set(name, value);
      }
      const response = await yoga.fetch(new URL('/graphql', url), {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: route.operation,
          variables: route.variables({ params, query: url.searchParams, body }),
        }),
      });
      const result = (await response.json()) as {
        data?: Record<string, unknown> | null;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      };
      if (result.errors?.length) {
        const first = result.errors[0];
        // Yoga answers request errors (bad variables, parse errors) with a 4xx of its own.
        const status = response.status >= 400 ? response.status : httpStatusOf(first);
        return envelope(
          status,
          status >= 500 ? 'Something went wrong on our side. Please try again later.' : first.message,
        );
      }
      const data = route.data(result.data ?? {});
      if (data == null && route.notFoundMessage) return envelope(404, route.notFoundMessage);
      const code = route.successCode ?? 200;
      return envelope(code, 'success', data ?? null);
    }
    if (pathMatched) return envelope(405, `Method ${method} is not allowed on ${url.pathname}.`);
    return envelope(404, `No API route matches ${method} ${url.pathname}.`);
  };
}
