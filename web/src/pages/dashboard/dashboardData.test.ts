import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/i18n';
import '../../i18n/namespaces/dashboard';
import { calendarData, calendarNames, roundedPercent, solvedRatio, weekStartOf } from './dashboardData';

describe('roundedPercent (spec: type progress percent is rounded)', () => {
  it('rounds half up instead of flooring', () => {
    expect(roundedPercent({ done: 1, total: 8 })).toBe(13); // 12.5
    expect(roundedPercent({ done: 2, total: 3 })).toBe(67); // 66.67
    expect(roundedPercent({ done: 1, total: 3 })).toBe(33);
    expect(roundedPercent({ done: 199, total: 200 })).toBe(100); // 99.5
  });

  it('is 0 for an empty bucket and stays within 0–100', () => {
    expect(roundedPercent({ done: 0, total: 0 })).toBe(0);
    expect(roundedPercent({ done: 5, total: 4 })).toBe(100);
    expect(roundedPercent({ done: -1, total: 4 })).toBe(0);
  });
});

describe('solvedRatio', () => {
  it('is done / total, never NaN', () => {
    expect(solvedRatio({ done: 3, total: 4 })).toBe(0.75);
    expect(solvedRatio({ done: 0, total: 0 })).toBe(0);
  });
});

describe('calendarData', () => {
  it('orders the days, keeps levels within 0–4 and drops days outside the window', () => {
    const data = calendarData({
      startDate: '2025-01-01',
      endDate: '2025-01-05',
      activityData: [
        { date: '2025-01-05', count: 9, level: 7 },
        { date: '2025-01-01', count: 0, level: -2 },
        { date: '2025-01-03', count: 2, level: 2 },
        { date: '2024-12-31', count: 1, level: 1 },
        { date: 'not a day', count: 1, level: 1 },
      ],
    });
    expect(data).toEqual([
      { date: '2025-01-01', count: 0, level: 0 },
      { date: '2025-01-03', count: 2, level: 2 },
      { date: '2025-01-05', count: 9, level: 4 },
    ]);
  });

  it('always spans startDate..endDate, even with no data (the library refuses an empty list)', () => {
    expect(calendarData({ startDate: '2024-06-06', endDate: '2025-06-05', activityData: [] })).toEqual([
      { date: '2024-06-06', count: 0, level: 0 },
      { date: '2025-06-05', count: 0, level: 0 },
    ]);
  });
});

describe('calendarNames', () => {
  it('names months and weekdays (Sunday first) in English', () => {
    const { months, weekdays } = calendarNames('en');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('Jan');
    expect(months[11]).toBe('Dec');
    expect(weekdays).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('names them in Chinese', () => {
    const { months, weekdays } = calendarNames('zhCN');
    expect(months[0]).toBe('1月');
    expect(months[11]).toBe('12月');
    expect(weekdays[0]).toBe('周日');
    expect(weekdays[1]).toBe('周一');
  });

  it('starts Chinese weeks on Monday and English ones on Sunday', () => {
    expect(weekStartOf('zhCN')).toBe(1);
    expect(weekStartOf('en')).toBe(0);
  });
});

describe('day tooltip texts', () => {
  it('say "n problems on <date>" with the right plural, in both languages', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', 'dashboard');
    expect(t('activity.tooltip', { count: 0, date: 'June 5, 2025' })).toBe('No problems on June 5, 2025');
    expect(t('activity.tooltip', { count: 1, date: 'June 5, 2025' })).toBe('1 problem on June 5, 2025');
    expect(t('activity.tooltip', { count: 4, date: 'June 5, 2025' })).toBe('4 problems on June 5, 2025');
    const zh = i18n.getFixedT('zhCN', 'dashboard');
    expect(zh('activity.tooltip', { count: 4, date: '2025年6月5日' })).toBe('2025年6月5日 完成 4 道题');
  });
});
