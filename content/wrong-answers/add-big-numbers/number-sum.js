// Wrong: converts both strings with Number, so the sum is exact only up to 2^53 and huge sums come
// back in exponential notation.
function addBigNumbers(a, b) {
  for (const s of [a, b]) {
    if (typeof s !== 'string' || !/^\d+$/.test(s)) throw new TypeError('Not a digit string');
  }
  return String(Number(a) + Number(b));
}
