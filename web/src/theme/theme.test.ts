import { describe, expect, it } from 'vitest';
import { THEME_CYCLE, nextTheme, parseThemePreference, resolveTheme } from './theme';

describe('theme', () => {
  it('cycles light → dark → system → light', () => {
    expect(THEME_CYCLE).toEqual(['light', 'dark', 'system']);
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
    expect(nextTheme('system')).toBe('light');
  });

  it('defaults to system for a missing or unknown stored value', () => {
    expect(parseThemePreference(null)).toBe('system');
    expect(parseThemePreference('sepia')).toBe('system');
    expect(parseThemePreference('dark')).toBe('dark');
  });

  it('resolves system from the OS preference and keeps explicit choices', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
