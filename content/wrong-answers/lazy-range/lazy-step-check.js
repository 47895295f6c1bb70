// Wrong: range is itself a generator function, so its `step === 0` check only runs at the first
// next(): calling range(0, 10, 0) does not throw.
function* range(start, end = Infinity, step = 1) {
  if (step === 0) throw new RangeError('step must not be 0');
  for (let i = 0; ; i++) {
    const value = start + i * step;
    if (step > 0 ? value >= end : value <= end) return;
    yield value;
  }
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
