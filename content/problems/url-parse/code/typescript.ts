interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

/** Splits an absolute URL into its parts without using URL or URLSearchParams. */
function parseUrl(input: string): ParsedUrl {
  // TODO: implement
  throw new Error('Not implemented');
}
