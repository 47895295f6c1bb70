type EditOp =
  | { op: 'keep' | 'insert' | 'delete'; char: string }
  | { op: 'replace'; from: string; to: string };

function editDistance(a: string, b: string): number {
  // TODO: implement
  throw new Error('Not implemented');
}

function editOperations(a: string, b: string): EditOp[] {
  // TODO: implement
  throw new Error('Not implemented');
}
