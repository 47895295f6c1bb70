// The storage wrapper survives storage that throws (Safari's private mode, a full quota, a
// blocked frame) and JSON that does not parse.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readJsonStorage, readStorage, removeStorage, writeJsonStorage, writeStorage } from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('reads, writes and removes in either area, apart', () => {
    expect(writeStorage('k', 'local')).toBe(true);
    expect(writeStorage('k', 'tab', 'session')).toBe(true);
    expect(readStorage('k')).toBe('local');
    expect(readStorage('k', 'session')).toBe('tab');
    removeStorage('k', 'session');
    expect(readStorage('k', 'session')).toBeNull();
    expect(readStorage('k')).toBe('local');
  });

  it('round-trips JSON and reads JSON that does not parse as absent, with a warning', () => {
    writeJsonStorage('j', { a: [1, 2] });
    expect(readJsonStorage('j')).toEqual({ a: [1, 2] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('j', '{broken');
    expect(readJsonStorage('j')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(readJsonStorage('missing')).toBeNull();
  });

  it('survives storage whose every call throws (private mode, quota)', () => {
    const quota = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quota);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(quota);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(quota);
    expect(writeStorage('k', 'v')).toBe(false);
    expect(writeJsonStorage('k', { v: 1 }, 'session')).toBe(false);
    expect(readStorage('k')).toBeNull();
    expect(readJsonStorage('k')).toBeNull();
    expect(() => removeStorage('k')).not.toThrow();
  });

  it('survives storage that cannot even be reached (a blocked frame throws on the property)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeStorage('k', 'v')).toBe(false);
    expect(readStorage('k')).toBeNull();
    expect(() => removeStorage('k')).not.toThrow();
    // the other area still works
    expect(writeStorage('k', 'v', 'session')).toBe(true);
  });
});
