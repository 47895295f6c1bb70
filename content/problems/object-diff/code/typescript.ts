type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

type Change =
  | { op: 'add'; path: string[]; value: Json }
  | { op: 'remove'; path: string[] }
  | { op: 'replace'; path: string[]; value: Json };

function diff(before: Json, after: Json): Change[] {
  // TODO: implement
  throw new Error('Not implemented');
}
