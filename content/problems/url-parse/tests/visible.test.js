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
});
