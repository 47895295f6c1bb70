// The REST API of the route table: handler rows (paths that are HTTP by nature) answer first,
// every other request goes to the GraphQL adapter of router.ts, whose core stays unaware of them.
import { type PathPattern, compilePath, paramsOf } from './path-pattern';
import { createRestRouter } from './router';
import { type HandlerRoute, type RestRoute, type TableRoute, isHandlerRoute } from './route-table';

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
    const method = request.method.toUpperCase();
    for (const { route, pattern, names } of handlers) {
      if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) continue;
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      const params = paramsOf(names, match);
      return route.handle(request, url, params);
    }
    return router(request, url);
  };
}
