/** The `d` attribute of an SVG path drawing `values` as a line in a width × height box. */
function sparklinePath(values: number[], width: number, height: number): string {
  // TODO: implement
  throw new Error('Not implemented');
}
