// A route table path (`/api/problems/:problemId/comments`) compiled once into a matcher: the
// regular expression (a trailing slash allowed) and the names of its `:params`, in order.
export interface PathPattern {
  pattern: RegExp;
  names: string[];
}

export function compilePath(path: string): PathPattern {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

/** the params of a match, URL-decoded, by name (the REST API refuses an undecodable path first) */
export function paramsOf(names: string[], match: RegExpExecArray): Record<string, string> {
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
}
