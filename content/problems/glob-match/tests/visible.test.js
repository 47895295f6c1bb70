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
});
