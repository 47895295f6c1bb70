describe('formatRelativeTime', () => {
  const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  test("says 'just now' for less than 45 seconds either way", () => {
    expect(formatRelativeTime(NOW, NOW)).toBe('just now');
    expect(formatRelativeTime(NOW - 44 * SECOND, NOW)).toBe('just now');
    expect(formatRelativeTime(NOW + 30 * SECOND, NOW)).toBe('just now');
  });

  test('counts minutes in the past and the future', () => {
    expect(formatRelativeTime(NOW - 45 * SECOND, NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(NOW - 90 * SECOND, NOW)).toBe('2 minutes ago');
    expect(formatRelativeTime(NOW + 10 * MINUTE, NOW)).toBe('in 10 minutes');
  });

  test('counts hours and days', () => {
    expect(formatRelativeTime(NOW - 3 * HOUR, NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(NOW + 2 * DAY, NOW)).toBe('in 2 days');
  });

  test('counts months and years', () => {
    expect(formatRelativeTime(NOW - 60 * DAY, NOW)).toBe('2 months ago');
    expect(formatRelativeTime(NOW + 400 * DAY, NOW)).toBe('in 1 year');
  });

  test('accepts Date objects as well as timestamps', () => {
    expect(formatRelativeTime(new Date(NOW - 5 * MINUTE), new Date(NOW))).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(NOW + 5 * HOUR), NOW)).toBe('in 5 hours');
  });

  test('throws a TypeError for a value that is not a Date or a number', () => {
    expect(() => formatRelativeTime('yesterday', NOW)).toThrow(TypeError);
  });

  test('switches from just now to minutes exactly at 45 seconds', () => {
    expect(formatRelativeTime(NOW - 44999, NOW)).toBe('just now');
    expect(formatRelativeTime(NOW + 44999, NOW)).toBe('just now');
    expect(formatRelativeTime(NOW - 45000, NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(NOW + 45000, NOW)).toBe('in 1 minute');
  });

  test('rounds half up on the size, the same in both directions', () => {
    expect(formatRelativeTime(NOW - 89999, NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(NOW - 90000, NOW)).toBe('2 minutes ago');
    expect(formatRelativeTime(NOW + 90000, NOW)).toBe('in 2 minutes');
    expect(formatRelativeTime(NOW - 150 * MINUTE, NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(NOW + 150 * MINUTE, NOW)).toBe('in 3 hours');
    expect(formatRelativeTime(NOW - 2.5 * DAY, NOW)).toBe('3 days ago');
    expect(formatRelativeTime(NOW - 2.4 * DAY, NOW)).toBe('2 days ago');
  });

  test('moves from minutes to hours when the minutes round to 45', () => {
    expect(formatRelativeTime(NOW - 44 * MINUTE, NOW)).toBe('44 minutes ago');
    expect(formatRelativeTime(NOW - (44 * MINUTE + 29 * SECOND), NOW)).toBe('44 minutes ago');
    expect(formatRelativeTime(NOW - (44 * MINUTE + 30 * SECOND), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(NOW + 59 * MINUTE, NOW)).toBe('in 1 hour');
  });

  test('moves from hours to days when the hours round to 22', () => {
    expect(formatRelativeTime(NOW - 21 * HOUR, NOW)).toBe('21 hours ago');
    expect(formatRelativeTime(NOW - (21 * HOUR + 29 * MINUTE), NOW)).toBe('21 hours ago');
    expect(formatRelativeTime(NOW - (21 * HOUR + 30 * MINUTE), NOW)).toBe('1 day ago');
    expect(formatRelativeTime(NOW + 36 * HOUR, NOW)).toBe('in 2 days');
  });

  test('moves from days to 30-day months when the days round to 26', () => {
    expect(formatRelativeTime(NOW - 25 * DAY, NOW)).toBe('25 days ago');
    expect(formatRelativeTime(NOW - 25.5 * DAY, NOW)).toBe('1 month ago');
    expect(formatRelativeTime(NOW + 44 * DAY, NOW)).toBe('in 1 month');
    expect(formatRelativeTime(NOW + 45 * DAY, NOW)).toBe('in 2 months');
  });

  test('moves from months to 365-day years when the months round to 11', () => {
    expect(formatRelativeTime(NOW - 314 * DAY, NOW)).toBe('10 months ago');
    expect(formatRelativeTime(NOW - 315 * DAY, NOW)).toBe('1 year ago');
    expect(formatRelativeTime(NOW - 547 * DAY, NOW)).toBe('1 year ago');
    expect(formatRelativeTime(NOW - 548 * DAY, NOW)).toBe('2 years ago');
    expect(formatRelativeTime(NOW + 3650 * DAY, NOW)).toBe('in 10 years');
  });

  test('uses the singular only for exactly 1', () => {
    expect(formatRelativeTime(NOW - HOUR, NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(NOW + DAY, NOW)).toBe('in 1 day');
    expect(formatRelativeTime(NOW - 30 * DAY, NOW)).toBe('1 month ago');
    expect(formatRelativeTime(NOW - 2 * HOUR, NOW)).toBe('2 hours ago');
    expect(formatRelativeTime(NOW + 365 * DAY, NOW)).toBe('in 1 year');
  });

  test('uses the current time when now is left out', () => {
    jest.useFakeTimers();
    try {
      jest.setSystemTime(NOW);
      expect(formatRelativeTime(NOW - 3 * MINUTE)).toBe('3 minutes ago');
      jest.setSystemTime(NOW + 2 * HOUR);
      expect(formatRelativeTime(NOW)).toBe('2 hours ago');
      expect(formatRelativeTime(new Date(NOW + 2 * HOUR + 10 * SECOND))).toBe('just now');
    } finally {
      jest.useRealTimers();
    }
  });

  test('works without Intl.RelativeTimeFormat', () => {
    const original = Intl.RelativeTimeFormat;
    Intl.RelativeTimeFormat = function () {
      throw new Error('Intl.RelativeTimeFormat is not allowed');
    };
    try {
      expect(formatRelativeTime(NOW - 3 * DAY, NOW)).toBe('3 days ago');
      expect(formatRelativeTime(NOW + 20 * MINUTE, NOW)).toBe('in 20 minutes');
    } finally {
      Intl.RelativeTimeFormat = original;
    }
    expect(formatRelativeTime.toString()).not.toMatch(/RelativeTimeFormat/);
  });

  test('throws a RangeError for an invalid Date or a non-finite number', () => {
    expect(() => formatRelativeTime(new Date('not a date'), NOW)).toThrow(RangeError);
    expect(() => formatRelativeTime(NaN, NOW)).toThrow(RangeError);
    expect(() => formatRelativeTime(NOW, Infinity)).toThrow(RangeError);
    expect(() => formatRelativeTime(NOW, new Date(NaN))).toThrow(RangeError);
  });

  test('throws a TypeError for every other kind of value', () => {
    for (const bad of ['2024-06-15', null, {}, [NOW], 10n, true]) {
      expect(() => formatRelativeTime(bad, NOW)).toThrow(TypeError);
      expect(() => formatRelativeTime(NOW, bad)).toThrow(TypeError);
    }
    expect(formatRelativeTime(NOW, NOW)).toBe('just now');
  });

  test('does not change the Date objects it is given', () => {
    const date = new Date(NOW - 4 * DAY);
    const now = new Date(NOW);
    expect(formatRelativeTime(date, now)).toBe('4 days ago');
    expect(date.getTime()).toBe(NOW - 4 * DAY);
    expect(now.getTime()).toBe(NOW);
  });
});
