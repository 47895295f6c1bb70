/**
 * A reactive proxy of `target`: reads inside an effect are tracked, writes trigger those effects.
 *
 * @param {object} target
 * @returns {object}
 */
function reactive(target) {
  // TODO: implement with Proxy
}

/**
 * Runs `fn` now and again whenever a reactive property it read changes.
 *
 * @param {() => void} fn
 * @returns {() => void} stop
 */
function effect(fn) {
  // TODO: implement
}
