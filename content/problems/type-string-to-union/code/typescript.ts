// Replace `any` with a type that turns the string literal S into the union of its characters.
type StringToUnion<S extends string> = any;
