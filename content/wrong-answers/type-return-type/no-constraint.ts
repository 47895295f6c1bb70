// Infers the return type correctly but accepts any T, so a non-function is not an error.
type MyReturnType<T> = T extends (...args: any) => infer R ? R : never;
