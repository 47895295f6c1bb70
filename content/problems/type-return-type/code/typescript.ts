// Replace `any` with the type that the function type T returns.
type MyReturnType<T> = any;
