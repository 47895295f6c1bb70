// Wrong: one regular expression. It takes the user information up to the *first* '@', keeps the
// default port and the hostname's case, leaves '.' and '..' in the path, cannot read IPv6 hosts,
// and accepts hostnames with any character.
function parseUrl(input) {
  const m = /^([a-zA-Z][\w+.-]*:)\/\/(?:([^:@/]*)(?::([^@/]*))?@)?([^:/?#]+)(?::(\d+))?(\/[^?#]*)?(\?[^#]*)?(#.*)?$/.exec(input);
  if (!m) throw new TypeError(`Invalid URL: ${input}`);
  return {
    protocol: m[1].toLowerCase(),
    username: m[2] || '',
    password: m[3] || '',
    hostname: m[4],
    port: m[5] || '',
    pathname: m[6] || '/',
    search: m[7] && m[7] !== '?' ? m[7] : '',
    hash: m[8] && m[8] !== '#' ? m[8] : '',
  };
}
