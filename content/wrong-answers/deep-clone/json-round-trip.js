// Wrong: JSON round trip — loses undefined, Dates become strings, Map/Set/RegExp become {},
// prototypes are lost and a cycle throws.
function deepClone(value) {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}
