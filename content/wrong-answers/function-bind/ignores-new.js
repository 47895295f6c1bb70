// Wrong: a new call runs the target with the bound this (and returns undefined), so the instance
// is empty and the bound object gets the properties.
Function.prototype.myBind = function (thisArg, ...boundArgs) {
  const target = this;
  return function (...args) {
    return target.apply(thisArg, [...boundArgs, ...args]);
  };
};
