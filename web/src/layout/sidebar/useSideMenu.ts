// The side menu's open (expanded) flag: remembered in localStorage, forced closed while the
// window is narrower than 768 px and restored above it. Window resizes are throttled (50 ms).
import { useSyncExternalStore } from 'react';
import { RESIZE_THROTTLE_MS, SIDE_MENU_BREAKPOINT_PX } from '../../config/site';
import { throttle } from '../../lib/throttle';
import { readStorage, writeStorage } from '../../lib/storage';

export const SIDE_MENU_STORAGE_KEY = 'sideMenuOpen';

interface SideMenuState {
  /** the visitor's choice, remembered */
  preferred: boolean;
  narrow: boolean;
}

const isNarrow = () => typeof window !== 'undefined' && window.innerWidth < SIDE_MENU_BREAKPOINT_PX;

let state: SideMenuState = { preferred: readStorage(SIDE_MENU_STORAGE_KEY) !== 'false', narrow: isNarrow() };
const listeners = new Set<() => void>();
let resizeListening = false;

function emit(next: SideMenuState) {
  if (next.preferred === state.preferred && next.narrow === state.narrow) return;
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (!resizeListening && typeof window !== 'undefined') {
    resizeListening = true;
    window.addEventListener(
      'resize',
      // Trailing only: a resize that is undone within 50 ms (as screenshot tools do) changes nothing.
      throttle(() => emit({ ...state, narrow: isNarrow() }), RESIZE_THROTTLE_MS, { leading: false }),
    );
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Effective state: closed while narrow, else the remembered choice. */
export function effectiveOpen(s: SideMenuState): boolean {
  return s.narrow ? false : s.preferred;
}

export function setSideMenuOpen(open: boolean) {
  writeStorage(SIDE_MENU_STORAGE_KEY, String(open));
  emit({ ...state, preferred: open });
}

export function useSideMenu() {
  const current = useSyncExternalStore(subscribe, () => state);
  const open = effectiveOpen(current);
  return { open, narrow: current.narrow, setOpen: setSideMenuOpen, toggle: () => setSideMenuOpen(!open) };
}
