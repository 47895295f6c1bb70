type Specificity = [number, number, number];

/**
 * Returns the specificity [a, b, c] of one CSS selector:
 * specificity('#nav .item > a:hover') -> [1, 2, 1]. Throws a SyntaxError for an invalid selector.
 */
function specificity(selector: string): Specificity {
  // TODO: implement
  throw new Error('Not implemented');
}

/** Compares two specificities: -1 if x is lower, 1 if it is higher, 0 if they are equal. */
function compareSpecificity(x: Specificity, y: Specificity): -1 | 0 | 1 {
  // TODO: implement
  throw new Error('Not implemented');
}
