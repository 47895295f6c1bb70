// Wrong: forgets that SVG's y axis points down (the chart is upside down) and divides by n.
function sparklinePath(values, width, height) {
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = width / values.length;
  return values
    .map((v, i) => `${i === 0 ? 'M' : 'L'} ${Math.round(i * step * 100) / 100} ${Math.round(((v - min) / (max - min || 1)) * height * 100) / 100}`)
    .join(' ');
}
