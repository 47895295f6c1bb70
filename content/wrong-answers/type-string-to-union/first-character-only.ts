// Takes the first character and never recurses, so only one-character strings come out right.
type StringToUnion<S extends string> = S extends `${infer First}${string}` ? First : never;
