/**
 * Composes middleware `(context, next) => any` into one function `(context, last) => Promise`.
 *
 * @param {Array<(context: any, next: () => Promise<any>) => any>} middlewares
 * @returns {(context: any, last?: Function) => Promise<any>}
 */
function compose(middlewares) {
  // TODO: implement
}
