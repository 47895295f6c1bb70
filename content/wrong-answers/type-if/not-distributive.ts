// Compares inside tuples, so boolean gives F and never gives T instead of a union and never.
type If<C extends boolean, T, F> = [C] extends [true] ? T : F;
