// Matches only functions without parameters, so any function that takes arguments gives never.
type MyReturnType<T extends (...args: any) => any> = T extends () => infer R ? R : never;
