interface TreeNode {
  tag: string;
  id?: string;
  classes?: string[];
  children?: TreeNode[];
  [extra: string]: unknown;
}

function querySelectorAll(root: TreeNode, selector: string): TreeNode[] {
  // TODO: implement
  throw new Error('Not implemented');
}
