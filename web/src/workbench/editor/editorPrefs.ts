// The editor preferences kept in localStorage: the preferred language (spec §9), the editor
// theme (empty: follow the site theme), a font size chosen in the footer's settings (without
// one: 13 below 768 px, else 14), the keymap and autocomplete. A signed-in learner's are also
// kept on their account (useAccountEditorPrefs.ts), whose values win after sign-in.
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

export const NARROW_QUERY = '(max-width: 767px)';
const LANGUAGE_KEY = 'workbench.language';
const THEME_KEY = 'workbench.editorTheme';
const FONT_KEY = 'workbench.fontSize';
const KEYMAP_KEY = 'workbench.keymap';
const AUTOCOMPLETE_KEY = 'workbench.autocomplete';

export const KEYMAPS = ['default', 'vim', 'emacs'] as const;
export type Keymap = (typeof KEYMAPS)[number];

/** a stored keymap, anything else (absent, edited by hand) as the default */
export const parseKeymap = (raw: string | null | undefined): Keymap =>
  KEYMAPS.find((keymap) => keymap === raw) ?? 'default';
/** autocomplete is on unless turned off */
export const parseAutocomplete = (raw: string | null | undefined): boolean => raw !== 'off';

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

export function useKeymap(): [Keymap, (keymap: Keymap) => void] {
  const raw = useSyncExternalStore(subscribe, () => readStorage(KEYMAP_KEY) ?? '');
  const set = useCallback((keymap: Keymap) => {
    writeStorage(KEYMAP_KEY, keymap);
    emit();
  }, []);
  return [parseKeymap(raw), set];
}

export function useAutocomplete(): [boolean, (on: boolean) => void] {
  const raw = useSyncExternalStore(subscribe, () => readStorage(AUTOCOMPLETE_KEY) ?? '');
  const set = useCallback((on: boolean) => {
    writeStorage(AUTOCOMPLETE_KEY, on ? 'on' : 'off');
    emit();
  }, []);
  return [parseAutocomplete(raw), set];
}

/** the preferences as an account keeps them (the server's EditorPreferences) */
export interface AccountEditorPrefs {
  keymap: Keymap;
  autocomplete: boolean;
  fontSize: number | null;
  editorTheme: string | null;
}

/** an account's preferences replace this browser's (the server's value wins after sign-in) */
export function storeAccountPrefs(prefs: AccountEditorPrefs): void {
  writeStorage(KEYMAP_KEY, parseKeymap(prefs.keymap));
  writeStorage(AUTOCOMPLETE_KEY, prefs.autocomplete ? 'on' : 'off');
  writeStorage(FONT_KEY, prefs.fontSize == null ? '' : String(prefs.fontSize));
  writeStorage(THEME_KEY, prefs.editorTheme ?? '');
  emit();
}

/** Monaco's options for autocomplete on or off (off: no suggestions, hints or inline completions) */
export function autocompleteOptions(on: boolean) {
  return {
    quickSuggestions: on,
    suggestOnTriggerCharacters: on,
    wordBasedSuggestions: on ? ('currentDocument' as const) : ('off' as const),
    parameterHints: { enabled: on },
    inlineSuggest: { enabled: on },
  };
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
