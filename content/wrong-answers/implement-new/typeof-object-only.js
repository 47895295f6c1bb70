// Wrong: "typeof result === 'object'" returns null, and misses a returned function.
function myNew(Constructor, ...args) {
  const instance = Object.create(Constructor.prototype);
  const result = Constructor.apply(instance, args);
  return typeof result === 'object' ? result : instance;
}
