interface AstNode {
  type: string;
  [key: string]: unknown;
}

/** Walks an AST depth first, calling visitor[type] (or { enter, exit }) with a path. */
function traverse(ast: AstNode, visitor: Record<string, ((path: any) => void) | { enter?: (path: any) => void; exit?: (path: any) => void }>): AstNode {
  // TODO: implement
  throw new Error('Not implemented');
}
