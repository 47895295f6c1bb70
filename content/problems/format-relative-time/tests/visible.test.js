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
});
