/**
 * @param {Promise<any> | any} promise
 * @returns {{ promise: Promise<any>, cancel: () => boolean, readonly isCanceled: boolean }}
 */
function makeCancelable(promise) {
  // TODO: implement
}
