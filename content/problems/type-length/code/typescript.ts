// Replace `any` with the length of the tuple T as a number literal type.
// T must only accept arrays and tuples, readonly ones included.
type Length<T> = any;
