// Where a sign-in returns to: same-site paths only, never the sign-in pages themselves.
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './paths';

describe('return path after sign-in', () => {
  it('accepts same-site paths only, and never the sign-in pages', () => {
    expect(safeReturnPath('/book/top-100?x=1')).toBe('/book/top-100?x=1');
    expect(safeReturnPath('/user-setting')).toBe('/user-setting');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/register?x')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
