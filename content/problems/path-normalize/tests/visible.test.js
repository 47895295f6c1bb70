describe('POSIX paths', () => {
  test('normalize removes repeated slashes and . segments', () => {
    expect(normalize('a//b/./c')).toBe('a/b/c');
    expect(normalize('./src/index.js')).toBe('src/index.js');
  });

  test('normalize resolves .. against the previous segment', () => {
    expect(normalize('/usr/local/bin/../lib')).toBe('/usr/local/lib');
    expect(normalize('src/pages/../components/Button.jsx')).toBe('src/components/Button.jsx');
  });

  test('normalize keeps a trailing slash and returns . when nothing is left', () => {
    expect(normalize('/usr//local/./bin/../lib/')).toBe('/usr/local/lib/');
    expect(normalize('a/..')).toBe('.');
    expect(normalize('')).toBe('.');
  });

  test('join joins and normalizes', () => {
    expect(join('src', 'pages', 'index.js')).toBe('src/pages/index.js');
    expect(join('/a', 'b/', '../c')).toBe('/a/c');
  });

  test('relative climbs out of the directories that differ', () => {
    expect(relative('/app/src/pages', '/app/src/components/Button.jsx')).toBe('../components/Button.jsx');
    expect(relative('/a/b', '/a/b/c/d')).toBe('c/d');
  });

  test('relative between equal paths is empty', () => {
    expect(relative('/a/b', '/a/b')).toBe('');
    expect(relative('/a/b', '/a')).toBe('..');
  });
});
