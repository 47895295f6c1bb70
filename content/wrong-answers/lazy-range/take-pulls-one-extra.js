// Wrong: take checks the count only after the next value has arrived, so it pulls one value more than
// it yields (and pulls one even for n = 0) — wasteful or harmful when the source has side effects.
function range(start, end = Infinity, step = 1) {
  if (step === 0) throw new RangeError('step must not be 0');
  return (function* () {
    for (let i = 0; ; i++) {
      const value = start + i * step;
      if (step > 0 ? value >= end : value <= end) return;
      yield value;
    }
  })();
}

function* take(iterable, n) {
  let count = 0;
  for (const value of iterable) {
    if (count >= n) break;
    count++;
    yield value;
  }
}

function* map(iterable, fn) {
  let i = 0;
  for (const value of iterable) yield fn(value, i++);
}
