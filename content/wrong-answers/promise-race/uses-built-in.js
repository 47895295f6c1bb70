// Wrong: delegates to the built-in Promise.race (hidden behind destructuring, so a plain
// text search for "Promise.race" misses it), which the problem forbids.
function promiseRace(iterable) {
  const { race } = Promise;
  return race.call(Promise, iterable);
}
