// Finds the right members but accepts any U and T, so an unknown action type is not an error.
type LookUp<U, T> = U extends { type: T } ? U : never;
