// Wrong: truncates with Math.floor and switches units at the full size (60 minutes, 24 hours,
// 30 days, 12 months) instead of rounding and using the stated thresholds, so 90 seconds is
// '1 minute ago', 50 minutes is '50 minutes ago' and 25.5 days stays in days. Invalid Dates are
// not rejected either.
function formatRelativeTime(date, now = Date.now()) {
  if (!(date instanceof Date) && typeof date !== 'number') throw new TypeError('Expected a Date or a number');
  if (!(now instanceof Date) && typeof now !== 'number') throw new TypeError('Expected a Date or a number');
  const diff = (+date - +now) / 1000;
  const seconds = Math.abs(diff);
  if (seconds < 45) return 'just now';
  let value;
  let unit;
  if (seconds < 3600) [value, unit] = [Math.max(1, Math.floor(seconds / 60)), 'minute'];
  else if (seconds < 86400) [value, unit] = [Math.floor(seconds / 3600), 'hour'];
  else if (seconds < 30 * 86400) [value, unit] = [Math.floor(seconds / 86400), 'day'];
  else if (seconds < 365 * 86400) [value, unit] = [Math.floor(seconds / (30 * 86400)), 'month'];
  else [value, unit] = [Math.floor(seconds / (365 * 86400)), 'year'];
  const text = `${value} ${unit}${value === 1 ? '' : 's'}`;
  return diff > 0 ? `in ${text}` : `${text} ago`;
}
