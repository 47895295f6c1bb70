// The current theme and a toggle. A tiny external store so any number of components
// (header today, settings page later) stay in agreement.
import { useSyncExternalStore } from 'react';
import { type Theme, applyTheme, readInitialTheme, storeTheme } from './theme';

let current: Theme | undefined;
const listeners = new Set<() => void>();

function getSnapshot(): Theme {
  current ??= readInitialTheme();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setTheme(theme: Theme): void {
  current = theme;
  applyTheme(theme);
  storeTheme(theme);
  listeners.forEach((listener) => listener());
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getSnapshot, () => 'light' as Theme);
  return { theme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
