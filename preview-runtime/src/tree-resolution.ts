// Where a UI tree's app starts and what its relative imports mean: one rule for the preview
// (in the browser) and the UI judge (on the server), so both run the same files the same way.

export type Framework = 'React' | 'Vue' | 'VanillaJS';

/** where the app starts, in order of preference (error messages list them) */
export const ENTRY_PATTERNS: Record<Framework, string[]> = {
  React: ['index.jsx', 'index.tsx', 'index.js', 'main.jsx', 'main.tsx', 'main.js'].flatMap((f) => [f, `src/${f}`]),
  Vue: ['main.js', 'main.ts'].flatMap((f) => [f, `src/${f}`]),
  VanillaJS: ['index.html', 'src/index.html'],
};

/** bare imports a learner may use: the runtimes we serve */
export const RUNTIME_SPECIFIERS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'vue'] as const;

const SUFFIXES = [
  '',
  '.js',
  '.jsx',
  '.ts',
  '.tsx',
  '.vue',
  '.json',
  '.css',
  '/index.js',
  '/index.jsx',
  '/index.ts',
  '/index.tsx',
];

export function findEntry(framework: Framework, files: ReadonlyMap<string, string>): string | null {
  return ENTRY_PATTERNS[framework].find((path) => files.has(path)) ?? null;
}

export const isRelative = (specifier: string) =>
  specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');

/** the tree's file a relative import from `importer` means (with or without extension, a folder's index), or null */
export function resolveInTree(importer: string, specifier: string, files: ReadonlyMap<string, string>): string | null {
  const parts = specifier.startsWith('/') ? [] : importer.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  const base = parts.join('/');
  for (const suffix of SUFFIXES) if (files.has(base + suffix)) return base + suffix;
  return null;
}
