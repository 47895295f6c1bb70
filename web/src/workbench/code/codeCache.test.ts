// Cache keys and expiry of the local autosave.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_CACHE_TTL_MS, codeCacheKey, deviceId, readCachedCode, writeCachedCode } from './codeCache';

describe('code cache', () => {
  beforeEach(() => localStorage.clear());

  it('keys by owner, problem and lowercased language', () => {
    expect(codeCacheKey('u1', 'p1', 'TypeScript')).toBe(codeCacheKey('u1', 'p1', 'typescript'));
    expect(codeCacheKey('u1', 'p1', 'Javascript')).not.toBe(codeCacheKey('u2', 'p1', 'Javascript'));
    expect(codeCacheKey('u1', 'p1', 'Javascript')).not.toBe(codeCacheKey('u1', 'p2', 'Javascript'));
  });

  it('keeps the device id across calls', () => {
    expect(deviceId()).toBe(deviceId());
  });

  it('reads back within 180 days and drops older entries', () => {
    const key = codeCacheKey('d', 'p', 'javascript');
    writeCachedCode(key, 'let a = 1;', 1000);
    expect(readCachedCode(key, 1000 + CODE_CACHE_TTL_MS)).toBe('let a = 1;');
    expect(readCachedCode(key, 1001 + CODE_CACHE_TTL_MS)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('logs and ignores an entry that does not parse', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('k', '{oops');
    expect(readCachedCode('k')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('logs and ignores an entry of the wrong shape', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('k', JSON.stringify({ code: 1 }));
    expect(readCachedCode('k')).toBeNull();
    localStorage.setItem('k', 'null');
    expect(readCachedCode('k')).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
