type EqualityFn = (newArgs: unknown[], lastArgs: unknown[]) => boolean;

type MemoizedFn<F extends (this: any, ...args: any[]) => any> = {
  (this: ThisParameterType<F>, ...args: Parameters<F>): ReturnType<F>;
  clear(): void;
};

function memoizeOne<F extends (this: any, ...args: any[]) => any>(fn: F, isEqual?: EqualityFn): MemoizedFn<F> {
  // TODO: implement
  throw new Error('Not implemented');
}
