// The one door to localStorage and sessionStorage (an ESLint rule forbids them elsewhere).
// Nothing here throws: storage can be missing or blocked (Safari's private mode, a sandboxed
// frame), full (quota), or hold JSON that no longer parses; each just loses persistence.
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | null {
  try {
    // reading the property itself throws where storage is blocked
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** false when the value was not kept (blocked storage, quota) */
export function writeStorage(key: string, value: string, area: StorageArea = 'local'): boolean {
  try {
    const storage = storageOf(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // nothing stored, or nothing we may touch
  }
}

/** The parsed JSON under `key`, or null when absent or not JSON (the cause is logged). */
export function readJsonStorage(key: string, area: StorageArea = 'local'): unknown {
  const raw = readStorage(key, area);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    console.warn(`storage: ${key} is not JSON; ignored`, error);
    return null;
  }
}

export function writeJsonStorage(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  return writeStorage(key, JSON.stringify(value), area);
}
