// Wrong: a plain {} as the result: the 'toString'/'constructor' groups start from the inherited
// functions, and a '__proto__' key replaces the prototype instead of making a group.
function groupBy(iterable, keyOf) {
  const groups = {};
  let index = 0;
  for (const item of iterable) {
    const key = keyOf(item, index++);
    if (!Array.isArray(groups[key])) groups[key] = [];
    groups[key].push(item);
  }
  return groups;
}
