// Wrong: ignores an object returned by the constructor.
function myNew(Constructor, ...args) {
  const instance = Object.create(Constructor.prototype);
  Constructor.apply(instance, args);
  return instance;
}
