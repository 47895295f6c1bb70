// The shape of a REST compatibility route: a documented path mapped onto one GraphQL
// operation. No business logic lives here; the route only says how HTTP arguments become
// GraphQL variables and which part of the result is the envelope's data.
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
  notFoundMessage?: string;
  /**
   * A multipart/form-data route: each named file field becomes the GraphQL variable it maps to,
   * sent to the operation with the GraphQL multipart request spec (other fields are the body).
   * E.g. { avatar: 'file' } for POST /api/users/avatar.
   */
  files?: Record<string, string>;
}

export function defineRoutes(routes: RestRoute[]): RestRoute[] {
  return routes;
}
