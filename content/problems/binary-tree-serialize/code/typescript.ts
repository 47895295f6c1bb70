type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface TreeNode {
  value: Json;
  left: TreeNode | null;
  right: TreeNode | null;
}

function serialize(root: TreeNode | null): string {
  // TODO: implement
  throw new Error('Not implemented');
}

function deserialize(data: string): TreeNode | null {
  // TODO: implement
  throw new Error('Not implemented');
}
