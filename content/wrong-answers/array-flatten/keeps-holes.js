// Wrong: walks by index and copies holes as `undefined` instead of skipping them, as flat() does.
function flatten(array, depth = 1) {
  const result = [];
  for (let i = 0; i < array.length; i++) {
    const item = array[i];
    if (Array.isArray(item) && depth > 0) result.push(...flatten(item, depth - 1));
    else result.push(item);
  }
  return result;
}
