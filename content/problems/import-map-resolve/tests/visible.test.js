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
});
