// Wrong: map() calls every task at once, so they run in parallel instead of one after another,
// and later tasks are called even when an earlier one fails.
function asyncSeries(tasks) {
  return Promise.all(tasks.map((task) => task()));
}
