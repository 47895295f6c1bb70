// Local autosave of the learner's code (spec §6, §9): one entry per user id (or device id
// for visitors), per problem, per lowercased language; entries older than 180 days are
// dropped; an entry that does not parse is logged and ignored.
import { readJsonStorage, readStorage, removeStorage, writeJsonStorage, writeStorage } from '../../lib/storage';

export const CODE_CACHE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
export const CODE_SAVE_DEBOUNCE_MS = 500;
const DEVICE_KEY = 'workbench.deviceId';

interface CachedCode {
  code: string;
  savedAt: number;
}

/** A stable id for this browser, so a visitor's code survives reloads. */
export function deviceId(): string {
  const known = readStorage(DEVICE_KEY);
  if (known) return known;
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}${Math.random()}`;
  writeStorage(DEVICE_KEY, id);
  return id;
}

/** the owner a fresh attempt's draft is kept under: apart from the learner's own code */
export const freshOwner = (owner: string, fresh: boolean) => (fresh ? `${owner}.fresh` : owner);

/** forgets an owner's drafts of a problem (every language and framework): a fresh attempt's, once over */
export function clearDrafts(owner: string, problemId: string, variants: string[]): void {
  for (const variant of variants) removeStorage(codeCacheKey(owner, problemId, variant));
}

export function codeCacheKey(owner: string, problemId: string, language: string): string {
  return `workbench.code.${owner}.${problemId}.${language.toLowerCase()}`;
}

export function readCachedCode(key: string, now = Date.now()): string | null {
  // JSON that does not parse is logged and read as absent by the storage wrapper
  const entry = readJsonStorage(key) as Partial<CachedCode> | null;
  if (entry === null) return null;
  if (typeof entry !== 'object' || typeof entry.code !== 'string' || typeof entry.savedAt !== 'number') {
    console.error(`workbench: cached code under ${key} ignored (malformed entry)`);
    return null;
  }
  if (now - entry.savedAt > CODE_CACHE_TTL_MS) {
    removeStorage(key);
    return null;
  }
  return entry.code;
}

export function writeCachedCode(key: string, code: string, now = Date.now()): void {
  writeJsonStorage(key, { code, savedAt: now } satisfies CachedCode);
}
