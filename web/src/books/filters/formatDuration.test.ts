import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/i18n';
import '../../i18n/namespaces/bookFilters';
import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it('words a total in English', () => {
    const t = i18n.getFixedT('en', 'bookFilters');
    expect(formatDuration(85, t)).toBe('1 h 25 min');
    expect(formatDuration(120, t)).toBe('2 h');
    expect(formatDuration(45, t)).toBe('45 min');
    expect(formatDuration(0, t)).toBe('0 min');
  });

  it('words a total in Chinese', () => {
    const t = i18n.getFixedT('zhCN', 'bookFilters');
    expect(formatDuration(85, t)).toBe('1 小时 25 分钟');
    expect(formatDuration(180, t)).toBe('3 小时');
    expect(formatDuration(5, t)).toBe('5 分钟');
  });
});
