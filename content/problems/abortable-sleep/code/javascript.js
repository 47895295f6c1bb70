/**
 * @param {number} ms
 * @param {{ signal?: AbortSignal }} [options]
 * @returns {Promise<void>}
 */
function sleep(ms, { signal } = {}) {
  // TODO: implement
}

/**
 * @param {Promise<any> | any} promise
 * @param {number} ms
 * @param {{ signal?: AbortSignal }} [options]
 * @returns {Promise<any>}
 */
function withTimeout(promise, ms, { signal } = {}) {
  // TODO: implement
}
