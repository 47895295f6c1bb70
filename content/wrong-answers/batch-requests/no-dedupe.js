// Wrong: collects the keys of a tick in an array, so a duplicated key is sent twice, and ignores
// maxBatchSize; per-key errors are handled correctly.
function createLoader(batchFn) {
  let queue = [];
  return {
    load(key) {
      return new Promise((resolve, reject) => {
        queue.push({ key, resolve, reject });
        if (queue.length === 1) {
          setTimeout(async () => {
            const batch = queue;
            queue = [];
            try {
              const values = await batchFn(batch.map((item) => item.key));
              batch.forEach((item, i) => (values[i] instanceof Error ? item.reject(values[i]) : item.resolve(values[i])));
            } catch (error) {
              batch.forEach((item) => item.reject(error));
            }
          }, 0);
        }
      });
    },
  };
}
