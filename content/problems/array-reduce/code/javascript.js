/**
 * Folds the array into one value, like Array.prototype.reduce.
 *
 * @param {(accumulator: any, value: any, index: number, array: any[]) => any} callback
 * @param {any} [initialValue]
 * @returns {any}
 */
Array.prototype.myReduce = function (callback, initialValue) {
  // TODO: implement without calling reduce or reduceRight
};
