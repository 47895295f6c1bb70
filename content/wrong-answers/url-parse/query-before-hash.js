// Wrong: cuts the query before the hash, so a '?' inside the fragment starts a search
// ('#h?x' becomes search '?x'); copies the port as written (no leading-zero removal or range
// check, so '080' is not recognised as the default); and leaves '.' and '..' in the path.
function parseUrl(input) {
  if (typeof input !== 'string') throw new TypeError('The URL must be a string');
  const fail = () => {
    throw new TypeError(`Invalid URL: ${input}`);
  };
  const DEFAULT_PORTS = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443', 'ftp:': '21' };

  const text = input.trim();
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(text);
  if (!scheme) fail();
  const protocol = `${scheme[1].toLowerCase()}:`;
  let rest = text.slice(scheme[0].length);

  let search = '';
  let hash = '';
  const queryAt = rest.indexOf('?');
  if (queryAt !== -1) {
    search = rest.slice(queryAt);
    rest = rest.slice(0, queryAt);
  }
  const hashIn = (search || rest).indexOf('#');
  if (hashIn !== -1) {
    if (search) {
      hash = search.slice(hashIn);
      search = search.slice(0, hashIn);
    } else {
      hash = rest.slice(hashIn);
      rest = rest.slice(0, hashIn);
    }
  }
  if (search === '?') search = '';
  if (hash === '#') hash = '';
  const slashAt = rest.indexOf('/');
  const authority = slashAt === -1 ? rest : rest.slice(0, slashAt);
  const path = slashAt === -1 ? '/' : rest.slice(slashAt);

  // the userinfo ends at the last '@'; the password may contain '@' and ':'
  const at = authority.lastIndexOf('@');
  const userinfo = at === -1 ? '' : authority.slice(0, at);
  const colon = userinfo.indexOf(':');
  const username = colon === -1 ? userinfo : userinfo.slice(0, colon);
  const password = colon === -1 ? '' : userinfo.slice(colon + 1);

  const hostAndPort = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]]*)(?::(\d*))?$/.exec(authority.slice(at + 1));
  if (!hostAndPort) fail();
  const hostname = hostAndPort[1].toLowerCase();
  if (hostname === '' ? protocol !== 'file:' : !/^(?:\[[0-9a-f:.]+\]|[a-z0-9._~%!$&'()*+,;=-]+)$/.test(hostname)) fail();

  let port = hostAndPort[2] ?? '';
  if (port !== '') {
    if (DEFAULT_PORTS[protocol] === port) port = '';
  }

  const pathname = path;

  return { protocol, username, password, hostname, port, pathname, search, hash };
}
