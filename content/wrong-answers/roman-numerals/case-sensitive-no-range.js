// Wrong: fromRoman validates with the right pattern but only in upper case, so 'xiv' is rejected;
// toRoman does not check its argument, so 4000 becomes 'MMMM', 0 becomes '' and 2.5 becomes 'II'
// plus nothing for the fraction.
function toRoman(n) {
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
  if (!/^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/.test(numeral) || numeral === '') {
    throw new RangeError('Invalid numeral');
  }
  const values = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const value = values[numeral[i]];
    total += value < (values[numeral[i + 1]] || 0) ? -value : value;
  }
  return total;
}
