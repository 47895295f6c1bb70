// A book's `icon` is free text from the catalogue: an image URL, an emoji, or an icon name
// ("javascript", "logos:react"). Decides how to draw it; unknown names get a monogram of
// the title so every card still has a distinct tile.
export type ResolvedIcon =
  { kind: 'image'; src: string } | { kind: 'emoji'; text: string } | { kind: 'text'; text: string; tone: IconTone };

export type IconTone = 'yellow' | 'blue' | 'cyan' | 'green' | 'orange' | 'indigo' | 'violet' | 'rose' | 'slate';

const KNOWN: Record<string, { text: string; tone: IconTone }> = {
  javascript: { text: 'JS', tone: 'yellow' },
  js: { text: 'JS', tone: 'yellow' },
  typescript: { text: 'TS', tone: 'blue' },
  ts: { text: 'TS', tone: 'blue' },
  react: { text: '⚛', tone: 'cyan' },
  vue: { text: 'V', tone: 'green' },
  angular: { text: 'A', tone: 'rose' },
  svelte: { text: 'S', tone: 'orange' },
  html: { text: 'H5', tone: 'orange' },
  html5: { text: 'H5', tone: 'orange' },
  css: { text: 'CSS', tone: 'blue' },
  css3: { text: 'CSS', tone: 'blue' },
  node: { text: 'N', tone: 'green' },
  nodejs: { text: 'N', tone: 'green' },
  algorithm: { text: '∑', tone: 'violet' },
  algorithms: { text: '∑', tone: 'violet' },
  network: { text: '⇄', tone: 'indigo' },
  browser: { text: '◎', tone: 'indigo' },
};

const MONOGRAM_TONES: IconTone[] = ['indigo', 'blue', 'cyan', 'green', 'orange', 'rose', 'violet'];

const IMAGE = /^(https?:\/\/|\/|data:image\/)/i;
const EMOJI = /\p{Extended_Pictographic}/u;

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}

export function resolveBookIcon(icon: string, title: string): ResolvedIcon {
  const value = icon.trim();
  if (IMAGE.test(value)) return { kind: 'image', src: value };
  if (value && EMOJI.test(value) && [...value].length <= 4) return { kind: 'emoji', text: value };
  // Icon-set prefixes ("logos:react", "i-logos-vue", "simple-icons/javascript") → last word.
  const name = value.toLowerCase().split(/[:/]/).pop()!.replace(/^i-/, '').split('-').pop() ?? '';
  const known = KNOWN[name] ?? KNOWN[value.toLowerCase()];
  if (known) return { kind: 'text', ...known };
  const first = [...title.trim()][0] ?? '?';
  return {
    kind: 'text',
    text: first.toUpperCase(),
    tone: MONOGRAM_TONES[hash(title) % MONOGRAM_TONES.length] ?? 'indigo',
  };
}
