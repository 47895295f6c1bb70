// Replace `any` with the members of the union T that are not assignable to U.
type MyExclude<T, U> = any;
