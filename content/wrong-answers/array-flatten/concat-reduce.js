// Wrong: reduce + concat copies the accumulator on every step (quadratic), and concat spreads
// array-likes it should keep whole only when they are real arrays — the large input times out.
function flatten(array, depth = 1) {
  return array.reduce((acc, item) => {
    if (Array.isArray(item) && depth > 0) return acc.concat(flatten(item, depth - 1));
    return acc.concat([item]);
  }, []);
}
