// Replace the `any` return type with a Promise of the tuple of values that `values` resolves to.
declare function PromiseAll<T extends readonly unknown[]>(values: readonly [...T]): any;
