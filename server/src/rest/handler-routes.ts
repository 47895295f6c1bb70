// The REST API of the route table: handler rows (paths that are HTTP by nature) answer first,
// every other request goes to the GraphQL adapter of router.ts, whose core stays unaware of them.
import { createRestRouter } from './router';
import { type HandlerRoute, type RestRoute, type TableRoute, isHandlerRoute } from './route-table';

interface CompiledHandler {
  route: HandlerRoute;
  pattern: RegExp;
  names: string[];
}

function compileHandler(route: HandlerRoute): CompiledHandler {
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

export function createRestApi(graphql: Parameters<typeof createRestRouter>[0], table: TableRoute[]) {
  const handlers = table.filter(isHandlerRoute).map(compileHandler);
  const router = createRestRouter(
    graphql,
    table.filter((route): route is RestRoute => !isHandlerRoute(route)),
  );
  return async function handle(request: Request, url: URL): Promise<Response> {
    const method = request.method.toUpperCase();
    for (const { route, pattern, names } of handlers) {
      if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) continue;
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
      return route.handle(request, url, params);
    }
    return router(request, url);
  };
}
