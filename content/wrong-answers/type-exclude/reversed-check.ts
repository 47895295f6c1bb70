// Tests whether U is assignable to T instead of T to U, so wider U types remove nothing.
type MyExclude<T, U> = U extends T ? never : T;
