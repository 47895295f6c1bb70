// A route table path (`/api/problems/:problemId/comments`) compiled once into a URLPattern
// (Node's built-in, the WHATWG standard): its `:params` by name, a trailing slash allowed.
export interface PathPattern {
  /** the params of `pathname`, URL-decoded, by name; null when it does not match */
  match(pathname: string): Record<string, string> | null;
  /** whether the path has no params (a literal path owns itself: see router.ts) */
  literal: boolean;
}

export function compilePath(path: string): PathPattern {
  const pattern = new URLPattern({ pathname: `${path}{/}?` });
  return {
    literal: !path.includes(':'),
    match(pathname) {
      const groups = pattern.exec({ pathname })?.pathname.groups;
      if (!groups) return null;
      // the REST API refuses an undecodable path before matching (handler-routes.ts)
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(groups))
        if (value !== undefined) params[name] = decodeURIComponent(value);
      return params;
    },
  };
}
