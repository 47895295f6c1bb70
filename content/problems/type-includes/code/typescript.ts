// Replace `any` with true when some element of the tuple T is exactly the same type as U, false otherwise.
// T must only accept arrays and tuples. The tests already declare a type named Equal: give any helper another name.
type Includes<T, U> = any;
