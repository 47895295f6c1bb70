// Wrong: the addition itself is right, but leading zeros of the inputs are kept in the result
// ('007' + '0003' -> '0010') and nothing is validated ('-1' or '1.5' produce garbage).
function addBigNumbers(a, b) {
  const width = Math.max(a.length, b.length);
  const x = a.padStart(width, '0');
  const y = b.padStart(width, '0');
  const digits = [];
  let carry = 0;
  for (let i = width - 1; i >= 0; i--) {
    const sum = +x[i] + +y[i] + carry;
    digits.push(sum % 10);
    carry = sum >= 10 ? 1 : 0;
  }
  if (carry) digits.push(1);
  return digits.reverse().join('');
}
