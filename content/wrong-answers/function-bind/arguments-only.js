// Wrong: forgets the preset arguments and uses an arrow function (cannot be called with new).
Function.prototype.myBind = function (thisArg) {
  const target = this;
  return (...args) => target.apply(thisArg, args);
};
