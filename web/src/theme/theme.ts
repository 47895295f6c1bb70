// Light, dark or system (follows the OS, live). Tailwind's class strategy: `dark` on <html>.
// The preference is stored; without one it is "system". public/theme-init.js applies the
// same rule before first paint, so keep the two in sync.
import { readStorage, writeStorage } from '../lib/storage';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: ThemePreference = 'system';
/** The switch steps through these in order. */
export const THEME_CYCLE: readonly ThemePreference[] = ['light', 'dark', 'system'];
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : DEFAULT_THEME;
}

export function nextTheme(current: ThemePreference): ThemePreference {
  const index = THEME_CYCLE.indexOf(current);
  return THEME_CYCLE[(index + 1) % THEME_CYCLE.length] ?? DEFAULT_THEME; // in range: the cycle is not empty
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

export function readStoredPreference(): ThemePreference {
  // blocked storage reads as nothing stored: follow the OS
  return parseThemePreference(readStorage(THEME_STORAGE_KEY));
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

export function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme; // native scrollbars and form controls follow
}

export function storePreference(preference: ThemePreference): void {
  writeStorage(THEME_STORAGE_KEY, preference); // when not persisted, still applied for this page
}
