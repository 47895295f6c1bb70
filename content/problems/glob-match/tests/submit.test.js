describe('globMatch', () => {
  test('* matches any characters within one segment', () => {
    expect(globMatch('*.js', 'index.js')).toBe(true);
    expect(globMatch('src/*.js', 'src/app.js')).toBe(true);
    expect(globMatch('*.js', 'index.ts')).toBe(false);
  });

  test('? matches exactly one character', () => {
    expect(globMatch('file?.txt', 'file1.txt')).toBe(true);
    expect(globMatch('file?.txt', 'file.txt')).toBe(false);
    expect(globMatch('file?.txt', 'file12.txt')).toBe(false);
  });

  test('[...] matches one character from a set or range', () => {
    expect(globMatch('img[0-9].png', 'img7.png')).toBe(true);
    expect(globMatch('[abc].md', 'b.md')).toBe(true);
    expect(globMatch('[abc].md', 'd.md')).toBe(false);
  });

  test('{a,b} matches any of the alternatives', () => {
    expect(globMatch('*.{js,ts}', 'main.ts')).toBe(true);
    expect(globMatch('*.{js,ts}', 'main.js')).toBe(true);
    expect(globMatch('*.{js,ts}', 'main.css')).toBe(false);
  });

  test('** matches across directories', () => {
    expect(globMatch('src/**/*.test.js', 'src/a/b/c.test.js')).toBe(true);
    expect(globMatch('src/**/*.test.js', 'src/c.test.js')).toBe(true);
    expect(globMatch('src/**/*.test.js', 'lib/c.test.js')).toBe(false);
  });

  test('the whole path must match', () => {
    expect(globMatch('*.js', 'src/index.js')).toBe(false);
    expect(globMatch('src', 'src/index.js')).toBe(false);
    expect(globMatch('index.js', 'index.js')).toBe(true);
  });

  test('* and ? never match a slash', () => {
    expect(globMatch('src/*', 'src/a/b')).toBe(false);
    expect(globMatch('a?b', 'a/b')).toBe(false);
    expect(globMatch('*', '')).toBe(true);
    expect(globMatch('a*', 'a')).toBe(true);
    expect(globMatch('*/*', 'a/b')).toBe(true);
  });

  test('character classes: negation, ranges and never a slash', () => {
    expect(globMatch('[!a]x', 'bx')).toBe(true);
    expect(globMatch('[!a]x', 'ax')).toBe(false);
    expect(globMatch('[^a-c]', 'd')).toBe(true);
    expect(globMatch('[^a-c]', 'b')).toBe(false);
    expect(globMatch('a[/]b', 'a/b')).toBe(false);
    expect(globMatch('a[!x]b', 'a/b')).toBe(false);
    expect(globMatch('v[0-9][0-9]', 'v42')).toBe(true);
    expect(globMatch('[a-]', '-')).toBe(true);
  });

  test('an unclosed [ is a literal character', () => {
    expect(globMatch('a[b', 'a[b')).toBe(true);
    expect(globMatch('a[b', 'ab')).toBe(false);
  });

  test('** matches zero or more whole segments', () => {
    expect(globMatch('a/**/b', 'a/b')).toBe(true);
    expect(globMatch('a/**/b', 'a/x/b')).toBe(true);
    expect(globMatch('a/**/b', 'a/x/y/z/b')).toBe(true);
    expect(globMatch('a/**/b', 'a/xb')).toBe(false);
    expect(globMatch('a/**/b', 'ax/b')).toBe(false);
  });

  test('** at the start, at the end, and alone', () => {
    expect(globMatch('**/*.css', 'styles/main.css')).toBe(true);
    expect(globMatch('**/*.css', 'main.css')).toBe(true);
    expect(globMatch('dist/**', 'dist/a/b.js')).toBe(true);
    expect(globMatch('dist/**', 'dist')).toBe(true);
    expect(globMatch('dist/**', 'distribution/a.js')).toBe(false);
    expect(globMatch('**', 'any/thing/at/all')).toBe(true);
    expect(globMatch('**', '')).toBe(true);
  });

  test('** inside a segment is an ordinary *', () => {
    expect(globMatch('a**b', 'axxb')).toBe(true);
    expect(globMatch('a**b', 'ax/xb')).toBe(false);
    expect(globMatch('src/x**', 'src/xyz')).toBe(true);
    expect(globMatch('src/x**', 'src/xy/z')).toBe(false);
  });

  test('braces: nesting, globs inside and empty alternatives', () => {
    expect(globMatch('{a,b{c,d}}.txt', 'bd.txt')).toBe(true);
    expect(globMatch('{a,b{c,d}}.txt', 'a.txt')).toBe(true);
    expect(globMatch('{a,b{c,d}}.txt', 'b.txt')).toBe(false);
    expect(globMatch('{src,test}/**/*.{js,jsx}', 'test/unit/a.jsx')).toBe(true);
    expect(globMatch('{src,test}/**/*.{js,jsx}', 'docs/a.js')).toBe(false);
    expect(globMatch('index{,.min}.js', 'index.js')).toBe(true);
    expect(globMatch('index{,.min}.js', 'index.min.js')).toBe(true);
    expect(globMatch('{*.png,img/?.jpg}', 'img/a.jpg')).toBe(true);
  });

  test('an unmatched { is a literal character', () => {
    expect(globMatch('a{b', 'a{b')).toBe(true);
    expect(globMatch('a}b', 'a}b')).toBe(true);
    expect(globMatch('{a', 'a')).toBe(false);
  });

  test('regular expression characters are literal', () => {
    expect(globMatch('file.js', 'file.js')).toBe(true);
    expect(globMatch('file.js', 'fileXjs')).toBe(false);
    expect(globMatch('a+b(c)$^|d', 'a+b(c)$^|d')).toBe(true);
    expect(globMatch('a+b', 'aab')).toBe(false);
    expect(globMatch('(x|y)', 'x')).toBe(false);
  });

  test('a backslash escapes the next character', () => {
    expect(globMatch('\\*.js', '*.js')).toBe(true);
    expect(globMatch('\\*.js', 'a.js')).toBe(false);
    expect(globMatch('what\\?', 'what?')).toBe(true);
    expect(globMatch('\\{a,b\\}', '{a,b}')).toBe(true);
  });

  test('dot files are ordinary names and matching is case-sensitive', () => {
    expect(globMatch('*', '.env')).toBe(true);
    expect(globMatch('**/*.md', 'docs/.hidden/README.md')).toBe(true);
    expect(globMatch('*.JS', 'a.js')).toBe(false);
  });

  test('the empty pattern matches only the empty path', () => {
    expect(globMatch('', '')).toBe(true);
    expect(globMatch('', 'a')).toBe(false);
  });

  test('filters a list of files', () => {
    const files = ['src/index.ts', 'src/app.tsx', 'src/app.test.tsx', 'src/utils/date.ts', 'src/utils/date.test.ts', 'README.md', 'package.json'];
    expect(files.filter((f) => globMatch('src/**/*.test.{ts,tsx}', f))).toEqual(['src/app.test.tsx', 'src/utils/date.test.ts']);
    expect(files.filter((f) => globMatch('src/*.{ts,tsx}', f))).toEqual(['src/index.ts', 'src/app.tsx', 'src/app.test.tsx']);
    expect(files.filter((f) => globMatch('*.{md,json}', f))).toEqual(['README.md', 'package.json']);
  });

  test('matches many paths quickly', () => {
    let count = 0;
    for (let i = 0; i < 20000; i++) {
      if (globMatch('packages/*/src/**/[a-m]*.{js,ts}', `packages/p${i % 50}/src/dir${i % 7}/${String.fromCharCode(97 + (i % 26))}file.${i % 2 ? 'js' : 'ts'}`)) count += 1;
    }
    expect(count).toBe(10003); // names starting with a–m: 769 full cycles of 26 letters × 13, plus 6
  });
});
