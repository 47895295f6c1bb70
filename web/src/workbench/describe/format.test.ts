// Finish count with k, minutes as hours and minutes.
import { describe, expect, it } from 'vitest';
import { formatFinishCount, splitMinutes, withoutTitle } from './format';

describe('statement numbers', () => {
  it('shows thousands with a k', () => {
    expect(formatFinishCount(999)).toBe('999');
    expect(formatFinishCount(1000)).toBe('1k');
    expect(formatFinishCount(1250)).toBe('1.2k');
    expect(formatFinishCount(23456)).toBe('23.4k');
  });

  it('splits minutes and refuses bad values', () => {
    expect(splitMinutes(95)).toEqual({ hours: 1, minutes: 35 });
    expect(splitMinutes(20)).toEqual({ hours: 0, minutes: 20 });
    expect(() => splitMinutes(-1)).toThrow();
    expect(() => splitMinutes('12')).toThrow();
  });
});

describe('statement heading', () => {
  it('drops a first heading that repeats the title', () => {
    expect(withoutTitle('# Implement debounce\n\nText', 'Implement debounce').trim()).toBe('Text');
    expect(withoutTitle('# Other\n\nText', 'Implement debounce')).toBe('# Other\n\nText');
  });
});
