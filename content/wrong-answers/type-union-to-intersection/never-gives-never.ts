// Right for real unions, but special-cases the empty union to never instead of unknown.
type UnionToIntersection<U> = [U] extends [never]
  ? never
  : (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void
    ? I
    : never;
