/** Returns the elements of a rectangular matrix in clockwise spiral order, starting top-left. */
function spiralOrder<T>(matrix: T[][]): T[] {
  // TODO: implement
  throw new Error('Not implemented');
}

/** Returns an n × n grid filled with 1 … n² in clockwise spiral order. */
function generateSpiral(n: number): number[][] {
  // TODO: implement
  throw new Error('Not implemented');
}
