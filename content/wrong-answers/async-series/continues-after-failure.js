// Wrong: remembers the first error but keeps running the remaining tasks,
// and only rejects once all of them have run.
async function asyncSeries(tasks) {
  const results = [];
  let firstError = null;
  let failed = false;
  for (const task of tasks) {
    try {
      results.push(await task());
    } catch (error) {
      if (!failed) {
        failed = true;
        firstError = error;
      }
    }
  }
  if (failed) throw firstError;
  return results;
}
