function evaluate(expression: string): number {
  // TODO: implement (eval and Function are not allowed)
  throw new Error('Not implemented');
}
