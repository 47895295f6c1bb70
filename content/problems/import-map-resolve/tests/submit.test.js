const map = {
  imports: {
    react: 'https://cdn.example/react@18.js',
    'react-dom': 'https://cdn.example/react-dom@18.js',
    'lodash/': 'https://cdn.example/lodash/',
    'lodash/fp/': 'https://cdn.example/lodash-fp/',
    '/shared/': 'https://cdn.example/shared/',
  },
  scopes: {
    'https://app.example/legacy/': { react: 'https://cdn.example/react@16.js' },
    'https://app.example/legacy/old/': { react: 'https://cdn.example/react@15.js' },
  },
};
const page = 'https://app.example/main.js';

describe('resolveImport', () => {
  test('an exact bare specifier', () => {
    expect(resolveImport('react', page, map)).toBe('https://cdn.example/react@18.js');
  });

  test('a scope wins over imports', () => {
    expect(resolveImport('react', 'https://app.example/legacy/app.js', map)).toBe('https://cdn.example/react@16.js');
  });

  test('a prefix mapping', () => {
    expect(resolveImport('lodash/get.js', page, map)).toBe('https://cdn.example/lodash/get.js');
  });

  test('relative specifiers resolve against the importing module', () => {
    expect(resolveImport('./util.js', 'https://app.example/src/main.js', map)).toBe('https://app.example/src/util.js');
  });

  test('an unmapped bare specifier throws a TypeError', () => {
    expect(() => resolveImport('vue', page, map)).toThrow(TypeError);
  });

  test('the error names the specifier', () => {
    expect(() => resolveImport('left-pad', page, map)).toThrow('Unmapped bare specifier: left-pad');
  });

  test('the longest prefix wins', () => {
    expect(resolveImport('lodash/fp/map.js', page, map)).toBe('https://cdn.example/lodash-fp/map.js');
  });

  test('the longest matching scope wins', () => {
    expect(resolveImport('react', 'https://app.example/legacy/old/x.js', map)).toBe('https://cdn.example/react@15.js');
  });

  test('a scope falls back to imports for what it does not map', () => {
    expect(resolveImport('react-dom', 'https://app.example/legacy/app.js', map)).toBe('https://cdn.example/react-dom@18.js');
  });

  test('a key without a trailing slash is not a prefix', () => {
    expect(() => resolveImport('react/jsx-runtime', page, map)).toThrow(TypeError);
  });

  test('parent-relative and root-relative specifiers', () => {
    expect(resolveImport('../lib/a.js', 'https://app.example/src/main.js', map)).toBe('https://app.example/lib/a.js');
    expect(resolveImport('/assets/x.js', 'https://app.example/src/main.js', map)).toBe('https://app.example/assets/x.js');
  });

  test('URL-like specifiers can be mapped too', () => {
    expect(resolveImport('/shared/button.js', page, map)).toBe('https://cdn.example/shared/button.js');
  });

  test('full URLs that no mapping matches are returned', () => {
    expect(resolveImport('https://other.example/m.js', page, map)).toBe('https://other.example/m.js');
  });

  test('mapped values may be relative to the base', () => {
    const local = { imports: { react: './vendor/react.js' } };
    expect(resolveImport('react', 'https://app.example/pages/home.js', local)).toBe('https://app.example/pages/vendor/react.js');
  });

  test('an empty import map maps nothing', () => {
    expect(() => resolveImport('react', page)).toThrow(TypeError);
    expect(resolveImport('./a.js', page)).toBe('https://app.example/a.js');
  });

  test('a scope that does not contain the base is ignored', () => {
    expect(resolveImport('react', 'https://app.example/legacy-new/app.js', map)).toBe('https://cdn.example/react@18.js');
  });

  test('keys like "constructor" are not inherited mappings', () => {
    expect(() => resolveImport('constructor', page, map)).toThrow(TypeError);
  });
});
