/**
 * Serialises an object into a query string (without a leading '?' unless asked):
 * stringifyQuery({ user: { name: 'Ann' }, tags: ['x', 'y'] })
 *   === 'user[name]=Ann&tags[0]=x&tags[1]=y'
 */
function stringifyQuery(
  params: Record<string, unknown>,
  { sort = false, addQueryPrefix = false }: { sort?: boolean; addQueryPrefix?: boolean } = {},
): string {
  // TODO: implement
  throw new Error('Not implemented');
}
