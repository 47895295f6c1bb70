// Wrong: take drives the source iterator by hand with next() and simply stops, never calling the
// source's return(): a generator source is left suspended and its finally blocks never run.
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
  const iterator = iterable[Symbol.iterator]();
  for (let count = 0; count < n; count++) {
    const { value, done } = iterator.next();
    if (done) return;
    yield value;
  }
}

function* map(iterable, fn) {
  const iterator = iterable[Symbol.iterator]();
  for (let i = 0; ; i++) {
    const { value, done } = iterator.next();
    if (done) return;
    yield fn(value, i);
  }
}
