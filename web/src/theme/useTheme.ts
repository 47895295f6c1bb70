// The theme preference and the theme actually shown, as a tiny external store so every
// component (header switch, toasts, settings later) agrees. While the preference is
// "system", a matchMedia listener follows the OS live.
import { useSyncExternalStore } from 'react';
import {
  DARK_QUERY,
  type ResolvedTheme,
  type ThemePreference,
  applyTheme,
  nextTheme,
  readStoredPreference,
  resolveTheme,
  storePreference,
  systemPrefersDark,
} from './theme';

interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

let state: ThemeState | undefined;
const listeners = new Set<() => void>();
let mediaListening = false;

function emit(next: ThemeState): void {
  state = next;
  applyTheme(next.resolved);
  listeners.forEach((listener) => listener());
}

function listenToSystem(): void {
  if (mediaListening || typeof matchMedia !== 'function') return;
  mediaListening = true;
  matchMedia(DARK_QUERY).addEventListener('change', (event) => {
    const current = getThemeState();
    if (current.preference === 'system') emit({ preference: 'system', resolved: event.matches ? 'dark' : 'light' });
  });
}

export function getThemeState(): ThemeState {
  if (!state) {
    const preference = readStoredPreference();
    state = { preference, resolved: resolveTheme(preference, systemPrefersDark()) };
  }
  return state;
}

export function subscribeTheme(listener: () => void): () => void {
  listenToSystem();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setThemePreference(preference: ThemePreference): void {
  storePreference(preference);
  emit({ preference, resolved: resolveTheme(preference, systemPrefersDark()) });
}

const serverState: ThemeState = { preference: 'system', resolved: 'light' };

export function useTheme(): ThemeState & { cycleTheme: () => void; setTheme: (p: ThemePreference) => void } {
  const current = useSyncExternalStore(subscribeTheme, getThemeState, () => serverState);
  return {
    ...current,
    cycleTheme: () => setThemePreference(nextTheme(current.preference)),
    setTheme: setThemePreference,
  };
}
