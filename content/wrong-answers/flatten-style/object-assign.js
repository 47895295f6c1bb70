// Wrong: Object.assign over the top level only: nested arrays are not flattened and undefined
// values overwrite real ones.
function flattenStyle(style) {
  if (!style) return {};
  if (!Array.isArray(style)) return { ...style };
  return Object.assign({}, ...style.filter(Boolean));
}
