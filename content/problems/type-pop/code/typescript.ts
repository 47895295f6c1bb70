// Replace `any` with the tuple T without its last element.
type Pop<T> = any;
