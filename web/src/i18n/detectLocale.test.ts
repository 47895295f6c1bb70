import { describe, expect, it } from 'vitest';
import { detectLocale, normalizeLocale } from './detectLocale';

describe('detectLocale', () => {
  it('prefers the stored choice over the browser', () => {
    expect(detectLocale('en', ['zh-CN'])).toBe('en');
    expect(detectLocale('zhCN', ['en-US'])).toBe('zhCN');
  });

  it('ignores an invalid stored value and uses the first supported browser language', () => {
    expect(detectLocale('klingon', ['fr-FR', 'en-GB', 'zh-CN'])).toBe('en');
    expect(detectLocale(null, ['zh-Hans-CN', 'en'])).toBe('zhCN');
    expect(detectLocale(undefined, ['zh-TW'])).toBe('zhCN');
  });

  it('falls back to Simplified Chinese', () => {
    expect(detectLocale(null, [])).toBe('zhCN');
    expect(detectLocale(null, ['fr', 'de-DE'])).toBe('zhCN');
  });
});

describe('normalizeLocale', () => {
  it('maps tags to the API codes', () => {
    expect(normalizeLocale('en-US')).toBe('en');
    expect(normalizeLocale('zh_CN')).toBe('zhCN');
    expect(normalizeLocale('')).toBeUndefined();
  });
});

describe('initial language', () => {
  it('follows the order stored preference → browser → Simplified Chinese', () => {
    expect(detectLocale('en', ['zh-CN', 'en-US'])).toBe('en');
    expect(detectLocale(null, ['en-GB'])).toBe('en');
    expect(detectLocale('', ['ja-JP'])).toBe('zhCN');
  });
});
