/**
 * Returns a function that calls this function with `thisArg` as `this` and `boundArgs` before
 * its own arguments, like Function.prototype.bind (including calls with `new`).
 *
 * @param {any} thisArg
 * @param {...any} boundArgs
 * @returns {Function}
 */
Function.prototype.myBind = function (thisArg, ...boundArgs) {
  // TODO: implement without calling Function.prototype.bind
};
