/**
 * Runs the task functions one after another and fulfils with their results in order.
 * Rejects with the first error; later tasks are not called.
 *
 * @param {Array<() => *>} tasks
 * @returns {Promise<Array<*>>}
 */
function asyncSeries(tasks) {
  // TODO: implement
}
