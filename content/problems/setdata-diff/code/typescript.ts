/** The smallest setData argument that turns oldData into newData (path keys like 'list[1].name'). */
function diffSetData(oldData: Record<string, unknown>, newData: Record<string, unknown>): Record<string, unknown> {
  // TODO: implement
  throw new Error('Not implemented');
}
