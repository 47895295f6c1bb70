// Where the access and refresh tokens live (spec §4 "Token storage"):
//   - remember-me on  → localStorage (durable: survives a browser restart and new tabs),
//   - remember-me off → sessionStorage (this tab only, gone when it closes),
// and signing in writes one store and clears the other, so a sign-in never leaves a stale
// pair behind. A refresh rotates the pair in whichever store holds it. Social sign-in
// stores durably. Storage that throws (privacy modes) just loses persistence.
export const TOKEN_KEYS = { access: 'accessToken', refresh: 'refreshToken' } as const;
/** where the 401 handler keeps the page to return to after signing in again (sessionStorage) */
export const REDIRECT_PATH_KEY = 'redirectPath';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  /** true when they live in localStorage (remember-me), false for sessionStorage */
  durable: boolean;
}

type StoreName = 'local' | 'session';

function store(name: StoreName): Storage | null {
  try {
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(name: StoreName): { accessToken: string; refreshToken: string } | null {
  const s = store(name);
  try {
    const accessToken = s?.getItem(TOKEN_KEYS.access);
    const refreshToken = s?.getItem(TOKEN_KEYS.refresh);
    return accessToken && refreshToken ? { accessToken, refreshToken } : null;
  } catch {
    return null;
  }
}

function write(name: StoreName, tokens: { accessToken: string; refreshToken: string }): void {
  try {
    const s = store(name);
    s?.setItem(TOKEN_KEYS.access, tokens.accessToken);
    s?.setItem(TOKEN_KEYS.refresh, tokens.refreshToken);
  } catch {
    // not persisted: the session lasts as long as the page
  }
}

function clear(name: StoreName): void {
  try {
    const s = store(name);
    s?.removeItem(TOKEN_KEYS.access);
    s?.removeItem(TOKEN_KEYS.refresh);
  } catch {
    // nothing stored
  }
}

/** The stored pair; sessionStorage wins when both hold one (the newer, tab-scoped sign-in). */
export function readTokens(): StoredTokens | null {
  const tab = read('session');
  if (tab) return { ...tab, durable: false };
  const durable = read('local');
  return durable ? { ...durable, durable: true } : null;
}

/** A sign-in: the chosen store gets the pair, the other is cleared. */
export function storeTokens(tokens: { accessToken: string; refreshToken: string }, durable: boolean): void {
  clear(durable ? 'session' : 'local');
  write(durable ? 'local' : 'session', tokens);
}

/** A refresh: the rotated pair replaces the old one in the store that held it. */
export function replaceTokens(tokens: { accessToken: string; refreshToken: string }): void {
  const current = readTokens();
  storeTokens(tokens, current ? current.durable : true);
}

export function clearTokens(): void {
  clear('local');
  clear('session');
}

export function saveRedirectPath(path: string): void {
  try {
    window.sessionStorage.setItem(REDIRECT_PATH_KEY, path);
  } catch {
    // the navigation state still carries it
  }
}

/** The saved path, still kept. */
export function peekRedirectPath(): string | null {
  try {
    return window.sessionStorage.getItem(REDIRECT_PATH_KEY);
  } catch {
    return null;
  }
}

export function clearRedirectPath(): void {
  try {
    window.sessionStorage.removeItem(REDIRECT_PATH_KEY);
  } catch {
    // nothing saved
  }
}
