// The editor preferences kept in localStorage: the preferred language (spec §9), the editor
// theme (empty: follow the site theme) and a font size chosen in the footer's settings
// (without one: 13 below 768 px, else 14).
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

export const NARROW_QUERY = '(max-width: 767px)';
const LANGUAGE_KEY = 'workbench.language';
const THEME_KEY = 'workbench.editorTheme';
const FONT_KEY = 'workbench.fontSize';

export const FONT_SIZES = [12, 13, 14, 15, 16, 18, 20] as const;

export function defaultFontSize(narrow: boolean): number {
  return narrow ? 13 : 14;
}

/** the stored language when the problem supports it, else the problem's first one */
export function pickLanguage(supported: readonly string[], stored = readStorage(LANGUAGE_KEY)): string {
  const match = supported.find((language) => language.toLowerCase() === stored?.toLowerCase());
  return match ?? supported[0] ?? 'Javascript';
}

export function storeLanguage(language: string): void {
  writeStorage(LANGUAGE_KEY, language);
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emit = () => listeners.forEach((listener) => listener());

export function useEditorTheme(): [string, (theme: string) => void] {
  const value = useSyncExternalStore(subscribe, () => readStorage(THEME_KEY) ?? '');
  const set = useCallback((theme: string) => {
    writeStorage(THEME_KEY, theme);
    emit();
  }, []);
  return [value, set];
}

export function useStoredFontSize(): [number | null, (size: number | null) => void] {
  const raw = useSyncExternalStore(subscribe, () => readStorage(FONT_KEY) ?? '');
  const set = useCallback((size: number | null) => {
    writeStorage(FONT_KEY, size == null ? '' : String(size));
    emit();
  }, []);
  const size = Number(raw);
  return [raw && Number.isFinite(size) ? size : null, set];
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
