// Wrong: batches and de-duplicates, but resolves a key with the Error object instead of rejecting
// it, lets a synchronous throw from batchFn escape, and does not check the results' length.
function createLoader(batchFn, options = {}) {
  const max = options.maxBatchSize || Infinity;
  let queue = null;
  return {
    load(key) {
      if (!queue) {
        queue = new Map();
        Promise.resolve().then(() => {
          const entries = [...queue];
          queue = null;
          for (let i = 0; i < entries.length; i += max) {
            const chunk = entries.slice(i, i + max);
            Promise.resolve(batchFn(chunk.map(([k]) => k))).then(
              (values) => chunk.forEach(([, d], j) => d.resolve(values[j])),
              (error) => chunk.forEach(([, d]) => d.reject(error)),
            );
          }
        });
      }
      if (!queue.has(key)) {
        const d = {};
        d.promise = new Promise((resolve, reject) => Object.assign(d, { resolve, reject }));
        queue.set(key, d);
      }
      return queue.get(key).promise;
    },
  };
}
