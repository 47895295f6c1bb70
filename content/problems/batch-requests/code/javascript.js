/**
 * @param {(keys: any[]) => Promise<any[]> | any[]} batchFn loads many keys at once; results match keys by position
 * @param {{ maxBatchSize?: number }} [options]
 * @returns {{ load: (key: any) => Promise<any> }}
 */
function createLoader(batchFn, options = {}) {
  // TODO: implement
  return {
    load(key) {
      // TODO: implement
    },
  };
}
