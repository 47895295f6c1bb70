// Wrong: Object.getPrototypeOf boxes primitives, so 42 counts as a Number.
function myInstanceOf(value, Constructor) {
  if (value === null || value === undefined) return false;
  let proto = Object.getPrototypeOf(value);
  while (proto) {
    if (proto === Constructor.prototype) return true;
    proto = Object.getPrototypeOf(proto);
  }
  return false;
}
