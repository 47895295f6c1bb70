/**
 * A Pinia-style store definition: useStore() returns one store with state keys, getters, actions,
 * $state, $patch, $reset and $subscribe.
 *
 * @param {string} id
 * @param {{ state?: () => object, getters?: Record<string, Function>, actions?: Record<string, Function> }} options
 * @returns {() => object}
 */
function defineStore(id, options) {
  // TODO: implement
}
