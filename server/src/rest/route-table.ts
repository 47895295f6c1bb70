// The shape of the REST route table. A row maps a documented path onto one GraphQL operation:
// no business logic lives here, the row only says how HTTP arguments become GraphQL variables
// and which part of the result is the envelope's data. The few paths that are HTTP by nature
// (browser redirects of provider sign-in) are handler rows: a function answers the request.
import { type Message } from '../i18n/message';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestRequestParts {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

export interface RestRoute {
  method: HttpMethod;
  /** path with `:name` segments, e.g. /api/problems/by-link/:link */
  path: string;
  /** a GraphQL document holding exactly one operation */
  operation: string;
  variables: (req: RestRequestParts) => Record<string, unknown>;
  /** picks the envelope's data out of the operation's result */
  data: (result: Record<string, unknown>) => unknown;
  /** success code of the envelope and HTTP status (200 unless the spec says 201) */
  successCode?: 200 | 201;
  /** the envelope's code when data is null (e.g. unknown link): 404 with this message */
  notFoundMessage?: Message;
  /**
   * A multipart/form-data route: each named file field becomes the GraphQL variable it maps to,
   * sent to the operation with the GraphQL multipart request spec (other fields are the body).
   * E.g. { avatar: 'file' } for POST /api/users/avatar.
   */
  files?: Record<string, string>;
}

/** A path that is HTTP by nature (e.g. a redirect the browser follows): a handler answers it. */
export interface HandlerRoute {
  /** GET rows answer HEAD too */
  method: HttpMethod;
  /** path with `:name` segments */
  path: string;
  handle: (request: Request, url: URL, params: Record<string, string>) => Promise<Response>;
}

/** a row of the route table */
export type TableRoute = RestRoute | HandlerRoute;

export const isHandlerRoute = (route: TableRoute): route is HandlerRoute => 'handle' in route;

export function defineRoutes(routes: RestRoute[]): RestRoute[] {
  return routes;
}

export function defineHandlerRoutes(routes: HandlerRoute[]): HandlerRoute[] {
  return routes;
}
