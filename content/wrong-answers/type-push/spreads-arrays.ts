// Spreads U when it is an array; the check also splits unions and turns never into never.
type Push<T extends readonly unknown[], U> = U extends unknown[] ? [...T, ...U] : [...T, U];
