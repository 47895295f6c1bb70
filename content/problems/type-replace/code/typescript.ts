// Replace `any` with S where the first occurrence of From is replaced by To.
type Replace<S, From, To> = any;
