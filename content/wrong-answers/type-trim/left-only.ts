// Removes whitespace from the start only, so trailing whitespace stays.
type Trim<S extends string> = S extends `${' ' | '\n' | '\t'}${infer Rest}` ? Trim<Rest> : S;
