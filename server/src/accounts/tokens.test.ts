// Signed tokens: an access token checked once is remembered until it expires, yet the memory
// never turns an expired, tampered, foreign-key or other-kind token into a valid one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveKeys } from './secrets';
import { signToken, verifyToken } from './tokens';

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyToken', () => {
  it('answers a remembered access token as expired once its time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const keys = deriveKeys('secret-one');
    const { token } = await signToken(keys, 'access', 'user-1', { sid: 'family-1' }, 60);
    const first = await verifyToken(keys, 'access', token);
    expect(first).toMatchObject({ sub: 'user-1', sid: 'family-1' });
    expect(await verifyToken(keys, 'access', token)).toEqual(first); // from memory
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyToken(keys, 'access', token)).toBe('expired');
  });

  it('refuses a tampered token, another instance key and another kind, though the token is remembered', async () => {
    const keys = deriveKeys('secret-one');
    const { token } = await signToken(keys, 'access', 'user-1', { sid: 'family-1' }, 60);
    expect(await verifyToken(keys, 'access', token)).not.toBe('invalid');
    const [header, payload, signature = ''] = token.split('.');
    expect(signature).not.toBe('');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyToken(keys, 'access', `${header}.${payload}.${flipped}`)).toBe('invalid');
    expect(await verifyToken(deriveKeys('secret-two'), 'access', token)).toBe('invalid');
    expect(await verifyToken(keys, 'bind-ticket', token)).toBe('invalid');
  });
});
