// Wrong: uses array methods, so Sets, strings and generators are not grouped, and the reduce copies
// every group on each item (quadratic).
function groupBy(list, keyOf) {
  return list.reduce((groups, item, index) => {
    const key = keyOf(item, index);
    return Object.assign(Object.create(null), groups, { [key]: [...(groups[key] || []), item] });
  }, Object.create(null));
}
