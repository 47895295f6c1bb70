// Chooses correctly but never refuses a condition that is not a boolean.
type If<C, T, F> = C extends true ? T : F;
