// Replace `any` with the tuple T with U added as its last element. T must only accept arrays and tuples.
type Push<T, U> = any;
