// Wrong: forEach does not wait for the async callbacks, so every task starts at once and the
// function returns before any of them has finished.
async function asyncSeries(tasks) {
  const results = [];
  tasks.forEach(async (task, i) => {
    results[i] = await task();
  });
  return results;
}
