// Module resolution inside a file tree: relative imports with or without an extension (and a
// folder's index file), the entry file per framework, and the bare imports the preview has a
// runtime for.

export type Framework = 'React' | 'Vue' | 'VanillaJS';

/** where the preview looks for the entry, in order (the error message lists them) */
export const ENTRY_PATTERNS: Record<Framework, string[]> = {
  React: ['index.jsx', 'index.tsx', 'index.js', 'main.jsx', 'main.tsx', 'main.js'].flatMap((f) => [f, `src/${f}`]),
  Vue: ['main.js', 'main.ts'].flatMap((f) => [f, `src/${f}`]),
  VanillaJS: ['index.html', 'src/index.html'],
};

export const RUNTIME_SPECIFIERS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'vue'] as const;

const EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx', '.vue', '.json', '.css'];
const INDEXES = ['/index.js', '/index.jsx', '/index.ts', '/index.tsx'];

export function findEntry(framework: Framework, files: ReadonlyMap<string, string>): string | null {
  return ENTRY_PATTERNS[framework].find((path) => files.has(path)) ?? null;
}

/** normalises `a/./b/../c` against the importer's folder; null when it leaves the tree */
export function joinPath(importer: string, specifier: string): string | null {
  const parts = importer.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

export const isRelative = (specifier: string) =>
  specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');

/** the tree's file a relative import means, or null */
export function resolveImport(importer: string, specifier: string, files: ReadonlyMap<string, string>): string | null {
  const base = specifier.startsWith('/') ? specifier.slice(1) : joinPath(importer, specifier);
  if (base == null) return null;
  for (const suffix of [...EXTENSIONS, ...INDEXES]) {
    const candidate = `${base}${suffix}`.replace(/^\//, '');
    if (files.has(candidate)) return candidate;
  }
  return null;
}
