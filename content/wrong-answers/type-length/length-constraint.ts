// Accepts anything with a length, so strings and array-like objects are not refused.
type Length<T extends { length: number }> = T['length'];
