/**
 * The smallest setData argument that turns oldData into newData (path keys like 'list[1].name').
 *
 * @param {Record<string, any>} oldData
 * @param {Record<string, any>} newData
 * @returns {Record<string, any>}
 */
function diffSetData(oldData, newData) {
  // TODO: implement
}
