/**
 * Lazily yields start, start + step, ... while before `end` (excluded).
 * Throws a RangeError right away when step is 0.
 * @param {number} start
 * @param {number} [end=Infinity]
 * @param {number} [step=1]
 * @return {Generator<number>}
 */
function range(start, end = Infinity, step = 1) {
  // TODO: implement
}

/**
 * Lazily yields the first `n` values of `iterable`, pulling no more than that from it.
 * @param {Iterable<any>} iterable
 * @param {number} n
 * @return {Generator<any>}
 */
function take(iterable, n) {
  // TODO: implement
}

/**
 * Lazily yields fn(value, index) for every value of `iterable`.
 * @param {Iterable<any>} iterable
 * @param {(value: any, index: number) => any} fn
 * @return {Generator<any>}
 */
function map(iterable, fn) {
  // TODO: implement
}
