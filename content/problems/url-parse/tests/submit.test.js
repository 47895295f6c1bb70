describe('parseUrl', () => {
  test('splits a full URL into its parts', () => {
    expect(parseUrl('https://user:pa55@example.com:8080/a/b?x=1&y=2#top')).toEqual({
      protocol: 'https:',
      username: 'user',
      password: 'pa55',
      hostname: 'example.com',
      port: '8080',
      pathname: '/a/b',
      search: '?x=1&y=2',
      hash: '#top',
    });
  });

  test('fills in empty parts and the root path', () => {
    expect(parseUrl('http://example.com')).toEqual({
      protocol: 'http:',
      username: '',
      password: '',
      hostname: 'example.com',
      port: '',
      pathname: '/',
      search: '',
      hash: '',
    });
  });

  test("drops the scheme's default port only", () => {
    expect(parseUrl('https://example.com:443/x').port).toBe('');
    expect(parseUrl('http://example.com:80/x').port).toBe('');
    expect(parseUrl('http://example.com:443/x').port).toBe('443');
  });

  test('lower-cases the protocol and the hostname, nothing else', () => {
    expect(parseUrl('HTTP://WWW.Example.com/Path/To?Q=A#Frag')).toEqual({
      protocol: 'http:',
      username: '',
      password: '',
      hostname: 'www.example.com',
      port: '',
      pathname: '/Path/To',
      search: '?Q=A',
      hash: '#Frag',
    });
  });

  test('keeps IPv6 hosts in brackets', () => {
    const url = parseUrl('http://[::1]:3000/api');
    expect(url.hostname).toBe('[::1]');
    expect(url.port).toBe('3000');
    expect(url.pathname).toBe('/api');
  });

  test('throws a TypeError for an invalid URL', () => {
    expect(() => parseUrl('example.com/path')).toThrow(TypeError);
    expect(() => parseUrl('http://exa mple.com/')).toThrow(TypeError);
  });

  test('starts the hash at the first #, even before a ?', () => {
    expect(parseUrl('http://a.com/p?q=1#h?x=2')).toMatchObject({ pathname: '/p', search: '?q=1', hash: '#h?x=2' });
    expect(parseUrl('http://a.com/p#h?x=2')).toMatchObject({ pathname: '/p', search: '', hash: '#h?x=2' });
    expect(parseUrl('http://a.com/p#a#b')).toMatchObject({ hash: '#a#b' });
  });

  test("returns '' for a lone ? or #", () => {
    expect(parseUrl('http://a.com/?#')).toMatchObject({ pathname: '/', search: '', hash: '' });
    expect(parseUrl('http://a.com/x?')).toMatchObject({ pathname: '/x', search: '' });
    expect(parseUrl('http://a.com/x#')).toMatchObject({ pathname: '/x', hash: '' });
  });

  test('ends the host at ? or # when there is no path', () => {
    expect(parseUrl('http://a.com?x=1')).toMatchObject({ hostname: 'a.com', pathname: '/', search: '?x=1' });
    expect(parseUrl('http://a.com#top')).toMatchObject({ hostname: 'a.com', pathname: '/', hash: '#top' });
    expect(parseUrl('http://a.com:8080?x')).toMatchObject({ port: '8080', pathname: '/', search: '?x' });
  });

  test('splits the user information at the last @ and the first :', () => {
    expect(parseUrl('http://u:p@ss:w@host.com/')).toMatchObject({ username: 'u', password: 'p@ss:w', hostname: 'host.com' });
    expect(parseUrl('ftp://anonymous@ftp.example.org/pub')).toMatchObject({ username: 'anonymous', password: '', hostname: 'ftp.example.org' });
    expect(parseUrl('http://:secret@h.com/')).toMatchObject({ username: '', password: 'secret' });
    expect(parseUrl('http://h.com/a@b')).toMatchObject({ username: '', hostname: 'h.com', pathname: '/a@b' });
  });

  test('normalises ports', () => {
    expect(parseUrl('http://a.com:080/').port).toBe('');
    expect(parseUrl('http://a.com:0080/').port).toBe('');
    expect(parseUrl('http://a.com:08080/').port).toBe('8080');
    expect(parseUrl('http://a.com:0/').port).toBe('0');
    expect(parseUrl('http://a.com:65535/').port).toBe('65535');
    expect(parseUrl('http://a.com:/').port).toBe('');
  });

  test('knows the default ports of http, https, ws, wss and ftp only', () => {
    expect(parseUrl('ws://a.com:80/').port).toBe('');
    expect(parseUrl('wss://a.com:443/').port).toBe('');
    expect(parseUrl('ftp://a.com:21/').port).toBe('');
    expect(parseUrl('ws://a.com:443/').port).toBe('443');
    expect(parseUrl('redis://localhost:6379/0').port).toBe('6379');
    expect(parseUrl('foo://h.com:80/').port).toBe('80');
    expect(parseUrl('HTTPS://a.com:443/').port).toBe('');
  });

  test("resolves '.' and '..' path segments", () => {
    expect(parseUrl('http://a.com/a/./b/../c').pathname).toBe('/a/c');
    expect(parseUrl('http://a.com/a/b/..').pathname).toBe('/a/');
    expect(parseUrl('http://a.com/a/.').pathname).toBe('/a/');
    expect(parseUrl('http://a.com/../../x').pathname).toBe('/x');
    expect(parseUrl('http://a.com/..').pathname).toBe('/');
    expect(parseUrl('http://a.com/a//b/').pathname).toBe('/a//b/');
    expect(parseUrl('http://a.com/a/..b/.c').pathname).toBe('/a/..b/.c');
  });

  test('allows an empty host for file: URLs only', () => {
    expect(parseUrl('file:///C:/docs/a.txt')).toMatchObject({ protocol: 'file:', hostname: '', pathname: '/C:/docs/a.txt' });
    expect(parseUrl('file://server/share')).toMatchObject({ hostname: 'server', pathname: '/share' });
    expect(() => parseUrl('http:///path')).toThrow(TypeError);
  });

  test('trims surrounding whitespace', () => {
    expect(parseUrl('  https://a.com/x \n')).toMatchObject({ hostname: 'a.com', pathname: '/x' });
  });

  test('keeps percent-escapes and other characters as written', () => {
    expect(parseUrl('http://a.com/caf%C3%A9?q=a%20b+c#%E2%9C%93')).toMatchObject({
      pathname: '/caf%C3%A9',
      search: '?q=a%20b+c',
      hash: '#%E2%9C%93',
    });
    expect(parseUrl('http://User:PW@A.com/').username).toBe('User');
    expect(parseUrl('http://User:PW@A.com/').password).toBe('PW');
  });

  test('lower-cases IPv6 hosts and accepts other schemes', () => {
    expect(parseUrl('http://[2001:DB8::1]/').hostname).toBe('[2001:db8::1]');
    expect(parseUrl('http://[::ffff:192.168.0.1]:80/').port).toBe('');
    expect(parseUrl('git+ssh://git@github.com/org/repo.git')).toMatchObject({
      protocol: 'git+ssh:',
      username: 'git',
      hostname: 'github.com',
      pathname: '/org/repo.git',
    });
    expect(parseUrl('http://127.0.0.1:5173').hostname).toBe('127.0.0.1');
  });

  test('returns exactly the eight fields', () => {
    expect(Object.keys(parseUrl('http://a.com/')).sort()).toEqual(['hash', 'hostname', 'password', 'pathname', 'port', 'protocol', 'search', 'username']);
  });

  test('works without URL and URLSearchParams', () => {
    // save and restore the property descriptors, so the real classes are never even read
    const saved = ['URL', 'URLSearchParams'].map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]);
    for (const [name] of saved) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        writable: true,
        value: function () {
          throw new Error(`${name} is not allowed`);
        },
      });
    }
    try {
      expect(parseUrl('https://a.com:8443/x?y#z')).toMatchObject({ hostname: 'a.com', port: '8443', pathname: '/x', search: '?y', hash: '#z' });
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete globalThis[name];
      }
    }
    expect(parseUrl.toString()).not.toMatch(/\bnew\s+URL\b|\bURL\s*\.\s*\w|\bURLSearchParams\b/);
  });

  test('rejects malformed URLs', () => {
    const bad = ['', '   ', 'http://', 'http:///path', '//example.com', '1http://a.com', 'http:/a.com', 'http:a.com', 'http://a.com:b/', 'http://a.com:99999/', 'http://a.com:65536', 'http://a b/', 'http://a<b/', 'ht tp://a.com', 'http://[::1/', 'http://::1/', 'http://a.com:80:80/', 'http://[zz::1]/'];
    for (const url of bad) {
      expect(() => parseUrl(url)).toThrow(TypeError);
    }
    expect(parseUrl('http://a.com').hostname).toBe('a.com');
  });

  test('throws a TypeError for a value that is not a string', () => {
    for (const bad of [null, undefined, 42, { href: 'http://a.com' }]) {
      expect(() => parseUrl(bad)).toThrow(TypeError);
    }
  });
});
