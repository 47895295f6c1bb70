// Removes one whitespace character from each end, once, and only when both ends have one.
type Trim<S extends string> = S extends `${' ' | '\n' | '\t'}${infer Rest}${' ' | '\n' | '\t'}` ? Rest : S;
