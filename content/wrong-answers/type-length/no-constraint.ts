// Gives never for non-arrays instead of refusing them with a type error.
type Length<T> = T extends readonly unknown[] ? T['length'] : never;
