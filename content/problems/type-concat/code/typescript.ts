// Replace `any` with a tuple holding the elements of T followed by the elements of U.
// T and U must only accept arrays and tuples.
type Concat<T, U> = any;
