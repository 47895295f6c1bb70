// Wrong: rounds the signed difference and takes the absolute value afterwards. Math.round rounds
// halves towards +Infinity, so -1.5 minutes becomes -1 and '90 seconds ago' reads '1 minute ago'
// while 'in 90 seconds' reads 'in 2 minutes': the past and the future disagree at every half.
function formatRelativeTime(date, now = Date.now()) {
  const toTime = (value) => {
    if (value instanceof Date) value = value.getTime();
    else if (typeof value !== 'number') throw new TypeError('Expected a Date or a number');
    if (!Number.isFinite(value)) throw new RangeError('Invalid time');
    return value;
  };
  const diff = (toTime(date) - toTime(now)) / 1000;
  if (Math.abs(diff) < 45) return 'just now';
  const units = [
    ['minute', 60, 45],
    ['hour', 3600, 22],
    ['day', 86400, 26],
    ['month', 2592000, 11],
    ['year', 31536000, Infinity],
  ];
  for (const [unit, size, limit] of units) {
    const value = Math.abs(Math.round(diff / size));
    if (value < limit) {
      const text = `${value} ${unit}${value === 1 ? '' : 's'}`;
      return diff > 0 ? `in ${text}` : `${text} ago`;
    }
  }
}
