// Forgets the empty From case: the pattern becomes two adjacent placeholders and To lands after the first character.
type Replace<S extends string, From extends string, To extends string> = S extends `${infer Before}${From}${infer After}`
  ? `${Before}${To}${After}`
  : S;
