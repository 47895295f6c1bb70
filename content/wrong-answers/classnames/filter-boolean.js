// Wrong: filters falsy values and joins, without looking inside arrays or objects: an array comes
// out comma-joined and an object as '[object Object]'.
function classNames(...args) {
  return args.filter(Boolean).join(' ');
}
