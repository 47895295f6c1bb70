// Wrong: compares the value itself first (so a constructor "is an instance" of its own prototype
// holder) and reads __proto__, which objects made by Object.create(null) lack.
function myInstanceOf(value, Constructor) {
  if (typeof value !== 'object' && typeof value !== 'function') return false;
  let current = value;
  while (current) {
    if (current === Constructor.prototype || current === Constructor) return true;
    current = current.__proto__;
  }
  return false;
}
