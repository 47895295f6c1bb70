// Replace `any` with the members of the union U whose `type` field is T.
type LookUp<U, T> = any;
