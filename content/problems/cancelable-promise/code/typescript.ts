interface Cancelable<T> {
  promise: Promise<T>;
  cancel(): boolean;
  readonly isCanceled: boolean;
}

function makeCancelable<T>(promise: T | PromiseLike<T>): Cancelable<T> {
  // TODO: implement
  throw new Error('Not implemented');
}
