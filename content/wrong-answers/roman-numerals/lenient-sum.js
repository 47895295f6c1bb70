// Wrong: toRoman is right, but fromRoman only applies the "smaller before larger subtracts" rule
// and never checks the form, so 'IIII' is 4, 'IC' is 99, 'VV' is 10 and 'MMMM' is 4000; other
// characters count as 0.
function toRoman(n) {
  if (typeof n !== 'number') throw new TypeError('n must be a number');
  if (!Number.isInteger(n) || n < 1 || n > 3999) throw new RangeError('n must be 1–3999');
  const table = [[1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let result = '';
  for (const [value, symbol] of table) {
    while (n >= value) {
      result += symbol;
      n -= value;
    }
  }
  return result;
}

function fromRoman(numeral) {
  if (typeof numeral !== 'string') throw new TypeError('numeral must be a string');
  const values = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  const text = numeral.toUpperCase();
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = values[text[i]] || 0;
    const next = values[text[i + 1]] || 0;
    total += value < next ? -value : value;
  }
  return total;
}
