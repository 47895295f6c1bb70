/**
 * @param {Function} fn
 * @param {(newArgs: any[], lastArgs: any[]) => boolean} [isEqual]
 * @returns {Function & { clear(): void }}
 */
function memoizeOne(fn, isEqual) {
  // TODO: implement
}
