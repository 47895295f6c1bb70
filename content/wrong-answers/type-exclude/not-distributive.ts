// Wraps T in a tuple, which switches distribution off: the union is compared as a whole.
type MyExclude<T, U> = [T] extends [U] ? never : T;
