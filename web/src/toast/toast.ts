// Toasts (sonner), loaded on first use so pages that never toast do not pay for it.
// At most 3 at once; errors stay 6 s, success/info/warning 3 s (spec §9).
// This module never imports the host (no import circle): the app's entry registers how to
// load it, and toasts asked for before that wait for it.
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS: Record<ToastKind, number> = {
  success: 3000,
  info: 3000,
  warning: 3000,
  error: 6000,
};

/** what the host module (ToastHost.tsx) offers */
export interface ToastHostModule {
  show(kind: ToastKind, message: string): void;
  unmount(): void;
}

let loadHost: (() => Promise<ToastHostModule>) | undefined;
let host: Promise<ToastHostModule> | undefined;
const waiting: [ToastKind, string][] = [];

/** the app's entry (and the test setup) tell how to load the host, once */
export function registerToastHost(load: () => Promise<ToastHostModule>): void {
  loadHost = load;
  for (const [kind, message] of waiting.splice(0)) notify(kind, message);
}

export function notify(kind: ToastKind, message: string): void {
  if (!loadHost) {
    waiting.push([kind, message]);
    return;
  }
  host ??= loadHost();
  host.then((module) => module.show(kind, message)).catch((error: unknown) => console.error(error));
}

export const toast = {
  success: (message: string) => notify('success', message),
  info: (message: string) => notify('info', message),
  warning: (message: string) => notify('warning', message),
  error: (message: string) => notify('error', message),
};

/** sonner removes a hidden toast this long after its exit animation starts */
const SONNER_EXIT_MS = 200;

/**
 * Tests: take the toast host down so none of sonner's timers outlives the test file's DOM
 * (a late timer touching `window` after jsdom is torn down fails the whole run).
 */
export async function unmountToastHost(): Promise<void> {
  if (!host) return;
  const module = await host;
  host = undefined;
  // let a pending show() (a macrotask) land before the host goes
  await new Promise((resolve) => setTimeout(resolve, 0));
  module.unmount();
  await new Promise((resolve) => setTimeout(resolve, SONNER_EXIT_MS + 50));
}
