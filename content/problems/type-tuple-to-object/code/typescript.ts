// Replace `any` with an object type whose keys are the elements of the tuple T, each mapped to itself.
// T must only accept tuples of strings, numbers and symbols.
type TupleToObject<T> = any;
