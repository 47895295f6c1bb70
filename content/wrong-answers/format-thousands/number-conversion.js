// Wrong: converts every input with Number() first, so long numeric strings and bigints lose
// digits ('12345678901234567890.5' -> '12,345,678,901,234,567,000'), zeros written in a string are
// dropped ('0.10' -> '0.1'), malformed strings such as ' 12' or '' are accepted, and NaN throws a
// TypeError instead of a RangeError.
function formatThousands(value) {
  const n = Number(value);
  if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'bigint') {
    throw new TypeError('Not numeric');
  }
  if (Number.isNaN(n)) throw new TypeError('Not numeric');
  if (!Number.isFinite(n)) throw new RangeError('Not finite');
  const text = String(n);
  if (text.includes('e')) return text;
  const [, sign, integer, fraction] = /^(-?)(\d+)(.*)$/.exec(text);
  return sign + integer.replace(/\B(?=(\d{3})+$)/g, ',') + fraction;
}
