// Wrong: adds column by column but stops when both strings run out, so a final carry is lost
// ('99' + '1' -> '00' -> '0'); leading zeros are stripped with a regex.
function addBigNumbers(a, b) {
  for (const s of [a, b]) {
    if (typeof s !== 'string' || !/^\d+$/.test(s)) throw new TypeError('Not a digit string');
  }
  let result = '';
  let carry = 0;
  for (let i = a.length - 1, j = b.length - 1; i >= 0 || j >= 0; i--, j--) {
    const sum = Number(a[i] ?? 0) + Number(b[j] ?? 0) + carry;
    result = (sum % 10) + result;
    carry = Math.floor(sum / 10);
  }
  return result.replace(/^0+(?=\d)/, '');
}
