// Wrong: counts with regular expressions over the whole text. It treats :is(), :not(), :has() and
// :where() as ordinary pseudo-classes *and* counts everything inside them, so :where() is not zero
// and every argument of :is() is added; legacy :before is a pseudo-class, escapes split names,
// and nothing is validated.
function specificity(selector) {
  const count = (re) => (selector.match(re) || []).length;
  const a = count(/#[\w-]+/g);
  const b = count(/\.[\w-]+|\[[^\]]*\]|(?<!:):[\w-]+/g);
  const c = count(/::[\w-]+|(?:^|[\s>+~(,])[a-zA-Z][\w-]*/g);
  return [a, b, c];
}

function compareSpecificity(x, y) {
  for (let k = 0; k < 3; k++) {
    if (x[k] !== y[k]) return x[k] < y[k] ? -1 : 1;
  }
  return 0;
}
