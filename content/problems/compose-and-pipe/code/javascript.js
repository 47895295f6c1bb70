/**
 * Runs `fns` from left to right: pipe(f, g, h)(x) === h(g(f(x))).
 *
 * @param {...Function} fns
 * @returns {Function}
 */
function pipe(...fns) {
  // TODO: implement
}

/**
 * Runs `fns` from right to left: compose(f, g, h)(x) === f(g(h(x))).
 *
 * @param {...Function} fns
 * @returns {Function}
 */
function compose(...fns) {
  // TODO: implement
}
