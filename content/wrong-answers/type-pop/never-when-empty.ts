// Uses a mutable pattern with never as the fallback: [] gives never and readonly tuples do not match.
type Pop<T extends readonly unknown[]> = T extends [...infer Rest, any] ? Rest : never;
