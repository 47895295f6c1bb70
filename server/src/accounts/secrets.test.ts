// The server secret and what is derived from it.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './request-meta';
import { decryptSecret, deriveKeys, encryptSecret, hmacCode, loadOrCreateSecret } from './secrets';

describe('server secret', () => {
  it('is generated once into secrets.json (0600) and read back after a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    try {
      const first = loadOrCreateSecret(dir);
      expect(first.length).toBeGreaterThanOrEqual(48);
      const file = join(dir, 'secrets.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ jwtSecret: first });
      expect(loadOrCreateSecret(dir)).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('encrypts with AES-GCM: random IVs, tamper-evident, bound to the key', () => {
    const keys = deriveKeys('a'.repeat(40));
    const sealed = encryptSecret(keys, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(encryptSecret(keys, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(decryptSecret(keys, sealed)).toBe('JBSWY3DPEHPK3PXP');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => decryptSecret(keys, tampered)).toThrow();
    expect(() => decryptSecret(deriveKeys('b'.repeat(40)), sealed)).toThrow();
    expect(hmacCode(keys, '123456')).not.toBe(hmacCode(deriveKeys('b'.repeat(40)), '123456'));
  });
});

describe('user agent', () => {
  it('reads browser, OS and device', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'macOS 10.15.7', device: 'Desktop Apple Macintosh' });
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toEqual({
      browser: 'Firefox 121',
      os: 'Linux',
      device: 'Desktop',
    });
    expect(describeUserAgent('')).toEqual({ browser: 'Unknown', os: 'Unknown', device: 'Unknown' });
  });
});
