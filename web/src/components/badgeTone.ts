// Badge colors arrive as names ("blue", Ant Design's "geekblue"/"volcano"/"gold"…) or as
// CSS colors ("#3b82f6"). Names map to Tailwind classes that read well in both themes;
// anything else that looks like a CSS color is applied inline; the rest falls back to gray.
import type { CSSProperties } from 'react';

// Full literal class strings so Tailwind's scanner generates them.
const TONES = {
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/25',
  orange:
    'bg-orange-50 text-orange-700 ring-orange-600/20 dark:bg-orange-500/10 dark:text-orange-300 dark:ring-orange-400/25',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25',
  lime: 'bg-lime-50 text-lime-800 ring-lime-600/25 dark:bg-lime-500/10 dark:text-lime-300 dark:ring-lime-400/25',
  green:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  teal: 'bg-teal-50 text-teal-700 ring-teal-600/20 dark:bg-teal-500/10 dark:text-teal-300 dark:ring-teal-400/25',
  cyan: 'bg-cyan-50 text-cyan-700 ring-cyan-600/20 dark:bg-cyan-500/10 dark:text-cyan-300 dark:ring-cyan-400/25',
  blue: 'bg-blue-50 text-blue-700 ring-blue-600/20 dark:bg-blue-500/10 dark:text-blue-300 dark:ring-blue-400/25',
  indigo:
    'bg-indigo-50 text-indigo-700 ring-indigo-600/20 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/25',
  purple:
    'bg-violet-50 text-violet-700 ring-violet-600/20 dark:bg-violet-500/10 dark:text-violet-300 dark:ring-violet-400/25',
  pink: 'bg-pink-50 text-pink-700 ring-pink-600/20 dark:bg-pink-500/10 dark:text-pink-300 dark:ring-pink-400/25',
} as const;

type Tone = keyof typeof TONES;

const ALIASES: Record<string, Tone> = {
  grey: 'gray',
  slate: 'gray',
  default: 'gray',
  volcano: 'orange',
  gold: 'amber',
  yellow: 'amber',
  emerald: 'green',
  success: 'green',
  sky: 'cyan',
  geekblue: 'indigo',
  processing: 'blue',
  violet: 'purple',
  magenta: 'pink',
  rose: 'pink',
  error: 'red',
  warning: 'amber',
};

export interface BadgeStyle {
  className: string;
  style?: CSSProperties;
}

const CSS_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl|oklch|oklab|lab|lch)a?\(.+\))$/i;

export function badgeStyle(color: string | null | undefined): BadgeStyle {
  const name = (color ?? '').trim().toLowerCase();
  const tone: Tone | undefined = name in TONES ? (name as Tone) : ALIASES[name];
  if (tone) return { className: TONES[tone] };
  if (color && CSS_COLOR.test(color.trim())) {
    // Tinted from the given color; text is darkened (light) or lightened (dark) for contrast.
    return {
      className:
        'bg-[color-mix(in_srgb,var(--badge-color)_12%,transparent)] text-[color-mix(in_srgb,var(--badge-color)_75%,black)] ring-[color-mix(in_srgb,var(--badge-color)_30%,transparent)] dark:bg-[color-mix(in_srgb,var(--badge-color)_16%,transparent)] dark:text-[color-mix(in_srgb,var(--badge-color)_55%,white)]',
      style: { '--badge-color': color.trim() } as CSSProperties,
    };
  }
  return { className: TONES.gray };
}
