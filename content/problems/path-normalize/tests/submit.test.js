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

  test('normalize: .. in a relative path that climbs above its start is kept', () => {
    expect(normalize('a/../../b')).toBe('../b');
    expect(normalize('../a/./b/../../..')).toBe('../..');
    expect(normalize('..')).toBe('..');
    expect(normalize('../../')).toBe('../../');
    expect(normalize('./../.')).toBe('..');
  });

  test('normalize: .. at the root of an absolute path stays at the root', () => {
    expect(normalize('/..')).toBe('/');
    expect(normalize('/../a')).toBe('/a');
    expect(normalize('/a/b/../../../c/')).toBe('/c/');
    expect(normalize('//')).toBe('/');
    expect(normalize('///a//b')).toBe('/a/b');
  });

  test('normalize: what is left when everything cancels out', () => {
    expect(normalize('.')).toBe('.');
    expect(normalize('./')).toBe('./');
    expect(normalize('a/../')).toBe('./');
    expect(normalize('/')).toBe('/');
    expect(normalize('/./')).toBe('/');
    expect(normalize('a/./..')).toBe('.');
  });

  test('normalize: only a whole segment of dots is special', () => {
    expect(normalize('a/.b/..c/...')).toBe('a/.b/..c/...');
    expect(normalize('a/b./c..')).toBe('a/b./c..');
    expect(normalize('.hidden/../x')).toBe('x');
  });

  test('normalize keeps other characters as they are', () => {
    expect(normalize('my docs/ä/%20/file name.txt')).toBe('my docs/ä/%20/file name.txt');
    expect(normalize('a\\b/../c')).toBe('c');
  });

  test('join skips empty arguments', () => {
    expect(join()).toBe('.');
    expect(join('')).toBe('.');
    expect(join('', '')).toBe('.');
    expect(join('a', '', 'b')).toBe('a/b');
    expect(join('', '/a')).toBe('/a');
  });

  test('join treats a later absolute argument as an ordinary segment', () => {
    expect(join('a/', '/b')).toBe('a/b');
    expect(join('/a', '/b/', '/c')).toBe('/a/b/c');
  });

  test('join: dots and trailing slashes', () => {
    expect(join('src', '', './pages', '../components')).toBe('src/components');
    expect(join('a', '..')).toBe('.');
    expect(join('a', '../..', 'b')).toBe('../b');
    expect(join('/', '..', 'x')).toBe('/x');
    expect(join('a', 'b/')).toBe('a/b/');
    expect(join('.', '.')).toBe('.');
  });

  test('relative compares whole segments, not characters', () => {
    expect(relative('/a/bc', '/a/b')).toBe('../b');
    expect(relative('/a/b', '/a/bc')).toBe('../bc');
    expect(relative('/foo/bar', '/foobar')).toBe('../../foobar');
  });

  test('relative from and to the root', () => {
    expect(relative('/', '/a/b')).toBe('a/b');
    expect(relative('/a/b', '/')).toBe('../..');
    expect(relative('/', '/')).toBe('');
  });

  test('relative normalizes its arguments and ignores trailing slashes', () => {
    expect(relative('/a/b/', '/a/b/c/')).toBe('c');
    expect(relative('/a/./b/../c', '/a//c/d')).toBe('d');
    expect(relative('/x/y/../z', '/x/z')).toBe('');
  });

  test('relative arguments start at the root', () => {
    expect(relative('a/b', 'a/c')).toBe('../c');
    expect(relative('a', '/a/b')).toBe('b');
    expect(relative('', 'x')).toBe('x');
  });

  test('join(from, relative(from, to)) names to', () => {
    const pairs = [
      ['/app/src/pages/blog', '/app/public/img/logo.svg'],
      ['/a', '/a/b/c'],
      ['/a/b/c', '/d'],
      ['/same', '/same'],
    ];
    for (const [from, to] of pairs) expect(join(from, relative(from, to))).toBe(to);
  });

  test('non-string arguments throw a TypeError', () => {
    expect(() => normalize(42)).toThrow(TypeError);
    expect(() => normalize(null)).toThrow(TypeError);
    expect(() => join('a', undefined)).toThrow(TypeError);
    expect(() => relative('/a', {})).toThrow(TypeError);
    expect(normalize('ok')).toBe('ok');
  });

  test('handles long paths quickly', () => {
    const deep = Array.from({ length: 20000 }, (_, i) => `d${i}`).join('/');
    const back = Array(19999).fill('..').join('/');
    expect(normalize(`/${deep}/${back}/x`)).toBe('/d0/x');
    expect(relative(`/${deep}`, '/d0/d1/y')).toBe(`${Array(19998).fill('..').join('/')}/y`);
  });
});
