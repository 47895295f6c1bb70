// The REST API of the route table: handler rows (paths that are HTTP by nature) answer first,
// every other request goes to the GraphQL adapter of router.ts, whose core stays unaware of them.
import { localeFromHeaders } from '../graphql/locale';
import { msg } from '../i18n/message';
import { type PathPattern, compilePath } from './path-pattern';
import { createRestRouter, messageEnvelope } from './router';
import { type HandlerRoute, type RestRoute, type TableRoute, isHandlerRoute } from './route-table';

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

interface CompiledHandler extends PathPattern {
  route: HandlerRoute;
}

export function createRestApi(graphql: Parameters<typeof createRestRouter>[0], table: TableRoute[]) {
  const handlers = table
    .filter(isHandlerRoute)
    .map((route): CompiledHandler => ({ route, ...compilePath(route.path) }));
  const router = createRestRouter(
    graphql,
    table.filter((route): route is RestRoute => !isHandlerRoute(route)),
  );
  return async function handle(request: Request, url: URL): Promise<Response> {
    // a path whose %-escapes do not decode (e.g. %E0%A4%A) can match no route: say so, once
    if (!decodable(url.pathname))
      return messageEnvelope(localeFromHeaders(request.headers), 400, msg('http.malformedPath'));
    const method = request.method.toUpperCase();
    for (const handler of handlers) {
      const { route } = handler;
      if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) continue;
      const params = handler.match(url.pathname);
      if (params) return route.handle(request, url, params);
    }
    return router(request, url);
  };
}
