// Replace `any` with the type of the last element of the tuple T.
type Last<T> = any;
