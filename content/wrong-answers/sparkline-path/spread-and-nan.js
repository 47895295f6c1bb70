// Wrong: Math.min(...values) overflows on large series, and flat data or one value gives NaN.
function sparklinePath(values, width, height) {
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = width / (values.length - 1);
  const round = (n) => String(Math.round(n * 100) / 100);
  return values
    .map((v, i) => `${i === 0 ? 'M' : 'L'} ${round(i * step)} ${round(height - ((v - min) / (max - min)) * height)}`)
    .join(' ');
}
