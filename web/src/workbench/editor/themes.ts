// The editor's themes (spec §9): VS light and dark (Monaco's own), GitHub light and dark and
// the other named themes of the `monaco-themes` package, each fetched from our server only
// when chosen. Without a choice the editor follows the site's theme.
import type { editor } from 'monaco-editor/editor/editor.api';

// Every theme file of monaco-themes becomes its own small chunk (the package's exports map
// hides the files, so they are globbed by path; the build copies them, nothing is fetched
// from elsewhere).
const themeFiles = import.meta.glob<editor.IStandaloneThemeData>(
  ['../../../../node_modules/monaco-themes/themes/*.json', '!**/themelist.json'],
  { import: 'default' },
);

export interface EditorThemeOption {
  id: string;
  label: string;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const packaged = new Map(
  Object.entries(themeFiles).map(([path, load]) => {
    const label = decodeURIComponent(
      path
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    );
    return [slug(label), { label, load }] as const;
  }),
);

export const SITE_THEME = 'site';
export const VS_LIGHT = 'vs';
export const VS_DARK = 'vs-dark';
export const GITHUB_LIGHT = 'github-light';
export const GITHUB_DARK = 'github-dark';

export const editorThemes: EditorThemeOption[] = [
  { id: GITHUB_LIGHT, label: 'GitHub Light' },
  { id: GITHUB_DARK, label: 'GitHub Dark' },
  { id: VS_LIGHT, label: 'VS Light' },
  { id: VS_DARK, label: 'VS Dark' },
  ...[...packaged.entries()]
    .filter(([id]) => id !== GITHUB_LIGHT && id !== GITHUB_DARK)
    .map(([id, { label }]) => ({ id, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];

/** the theme id to show: the user's choice, or GitHub light/dark after the site's theme */
export function resolveEditorTheme(choice: string, siteTheme: 'light' | 'dark'): string {
  if (choice && choice !== SITE_THEME) return choice;
  return siteTheme === 'dark' ? GITHUB_DARK : GITHUB_LIGHT;
}

const defined = new Set<string>([VS_LIGHT, VS_DARK]);

/** Defines the theme in Monaco (loading its file the first time) and applies it. */
export async function applyEditorTheme(monaco: typeof import('monaco-editor/editor/editor.api'), id: string) {
  if (!defined.has(id)) {
    const entry = packaged.get(id);
    if (!entry) return monaco.editor.setTheme(VS_LIGHT);
    monaco.editor.defineTheme(id, await entry.load());
    defined.add(id);
  }
  monaco.editor.setTheme(id);
}
