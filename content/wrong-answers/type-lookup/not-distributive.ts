// Checks U['type'] instead of U, so the union is not split per member and most lookups give never.
type LookUp<U extends { type: unknown }, T extends U['type']> = U['type'] extends T ? U : never;
