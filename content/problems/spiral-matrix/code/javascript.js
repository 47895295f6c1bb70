/**
 * Returns the elements of a rectangular matrix in clockwise spiral order, starting top-left.
 *
 * @template T
 * @param {T[][]} matrix
 * @returns {T[]}
 */
function spiralOrder(matrix) {
  // TODO: implement
}

/**
 * Returns an n × n grid filled with 1 … n² in clockwise spiral order.
 *
 * @param {number} n
 * @returns {number[][]}
 */
function generateSpiral(n) {
  // TODO: implement
}
