// Wrong: range adds `step` to a running value, so rounding errors accumulate with fractional steps:
// range(0, 1, 0.1) yields 11 values (the last is 0.9999999999999999).
function range(start, end = Infinity, step = 1) {
  if (step === 0) throw new RangeError('step must not be 0');
  return (function* () {
    for (let value = start; step > 0 ? value < end : value > end; value += step) yield value;
  })();
}

function* take(iterable, n) {
  if (n <= 0) return;
  let count = 0;
  for (const value of iterable) {
    yield value;
    if (++count >= n) return;
  }
}

function* map(iterable, fn) {
  let i = 0;
  for (const value of iterable) yield fn(value, i++);
}
