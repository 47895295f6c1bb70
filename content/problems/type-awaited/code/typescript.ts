// Replace `any` with the type the promise or thenable T resolves to, unwrapping nested ones.
// T must only accept promise-like types.
type MyAwaited<T> = any;
