/**
 * Serialises an object into a query string (without a leading '?' unless asked):
 * stringifyQuery({ user: { name: 'Ann' }, tags: ['x', 'y'] })
 *   === 'user[name]=Ann&tags[0]=x&tags[1]=y'
 *
 * @param {object} params
 * @param {{ sort?: boolean, addQueryPrefix?: boolean }} [options]
 * @returns {string}
 */
function stringifyQuery(params, { sort = false, addQueryPrefix = false } = {}) {
  // TODO: implement
}
