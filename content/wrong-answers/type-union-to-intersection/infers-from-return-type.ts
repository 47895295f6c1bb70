// Infers from a return type, a covariant position, so the candidates join into a union again.
type UnionToIntersection<U> = (U extends unknown ? () => U : never) extends () => infer I ? I : never;
