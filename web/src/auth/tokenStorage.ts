// Where the access and refresh tokens live (spec §4 "Token storage"):
//   - remember-me on  → localStorage (durable: survives a browser restart and new tabs),
//   - remember-me off → sessionStorage (this tab only, gone when it closes),
// and signing in writes one store and clears the other, so a sign-in never leaves a stale
// pair behind. A refresh rotates the pair in whichever store holds it. Social sign-in
// stores durably. Storage that throws (privacy modes) just loses persistence.
import { type StorageArea, readStorage, removeStorage, writeStorage } from '../lib/storage';

export const TOKEN_KEYS = { access: 'accessToken', refresh: 'refreshToken' } as const;
/** where the 401 handler keeps the page to return to after signing in again (sessionStorage) */
export const REDIRECT_PATH_KEY = 'redirectPath';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  /** true when they live in localStorage (remember-me), false for sessionStorage */
  durable: boolean;
}

type StoreName = StorageArea;

function read(name: StoreName): { accessToken: string; refreshToken: string } | null {
  const accessToken = readStorage(TOKEN_KEYS.access, name);
  const refreshToken = readStorage(TOKEN_KEYS.refresh, name);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

/** when not persisted, the session lasts as long as the page */
function write(name: StoreName, tokens: { accessToken: string; refreshToken: string }): void {
  writeStorage(TOKEN_KEYS.access, tokens.accessToken, name);
  writeStorage(TOKEN_KEYS.refresh, tokens.refreshToken, name);
}

function clear(name: StoreName): void {
  removeStorage(TOKEN_KEYS.access, name);
  removeStorage(TOKEN_KEYS.refresh, name);
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

/** when not kept, the navigation state still carries it */
export function saveRedirectPath(path: string): void {
  writeStorage(REDIRECT_PATH_KEY, path, 'session');
}

/** The saved path, still kept. */
export function peekRedirectPath(): string | null {
  return readStorage(REDIRECT_PATH_KEY, 'session');
}

export function clearRedirectPath(): void {
  removeStorage(REDIRECT_PATH_KEY, 'session');
}
