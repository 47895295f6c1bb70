// Wrong: the well-known one-liner applied to the whole number: a fraction of four or more digits
// is grouped too (1234.5678 -> '1,234.5,678').
function formatThousands(value) {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError('Not finite');
  if (typeof value === 'string' && !/^-?\d+(\.\d+)?$/.test(value)) throw new TypeError('Not numeric');
  if (!['number', 'bigint', 'string'].includes(typeof value)) throw new TypeError('Not numeric');
  const text = String(value);
  if (text.includes('e')) return text;
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
