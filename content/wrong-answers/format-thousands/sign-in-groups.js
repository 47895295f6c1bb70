// Wrong: counts every character of the integer part from the right, the minus sign included, so
// -123456 becomes '-,123,456'.
function formatThousands(value) {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError('Not finite');
  if (typeof value === 'string' && !/^-?\d+(\.\d+)?$/.test(value)) throw new TypeError('Not numeric');
  if (!['number', 'bigint', 'string'].includes(typeof value)) throw new TypeError('Not numeric');
  const text = String(value);
  if (text.includes('e')) return text;
  const dot = text.indexOf('.');
  const integer = dot === -1 ? text : text.slice(0, dot);
  const fraction = dot === -1 ? '' : text.slice(dot);
  let out = '';
  for (let i = integer.length - 1, n = 0; i >= 0; i--, n++) {
    if (n > 0 && n % 3 === 0) out = `,${out}`;
    out = integer[i] + out;
  }
  return out + fraction;
}
