type DiffOp = { op: 'equal' | 'insert' | 'delete'; line: string };

function diffLines(oldText: string, newText: string): DiffOp[] {
  // TODO: implement
  throw new Error('Not implemented');
}
