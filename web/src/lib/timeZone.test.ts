import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './timeZone';

describe('browserTimeZone', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the browser's IANA zone", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is undefined (server default) when the browser cannot tell', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: '',
    });
    expect(browserTimeZone()).toBeUndefined();
  });
});
