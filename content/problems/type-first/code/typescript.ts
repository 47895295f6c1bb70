// Replace `any` with the type of the first element of the tuple T (never when T is empty).
// T must only accept arrays and tuples.
type First<T> = any;
