// Wrong: object spread merges one level only: a nested object replaces the whole earlier one.
function deepMerge(...objects) {
  return objects.reduce((result, object) => ({ ...result, ...object }), {});
}
