// Replace `any` with T when C is true and F when C is false. C must only accept booleans.
type If<C, T, F> = any;
