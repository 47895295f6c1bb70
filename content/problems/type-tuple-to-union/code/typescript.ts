// Replace `any` with the union of the element types of the tuple T.
type TupleToUnion<T> = any;
