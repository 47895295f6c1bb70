interface Array<T> {
  myReduce<U>(callback: (acc: U, value: T, index: number, array: T[]) => U, initialValue?: U): U;
}

/** Folds the array into one value, like Array.prototype.reduce. */
Array.prototype.myReduce = function (callback: any, initialValue?: any): any {
  // TODO: implement without calling reduce or reduceRight
  throw new Error('Not implemented');
};
