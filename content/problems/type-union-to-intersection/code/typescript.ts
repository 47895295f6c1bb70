// Replace `any` with a type that turns the union U into the intersection of its members.
type UnionToIntersection<U> = any;
