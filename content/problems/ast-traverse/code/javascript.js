/**
 * Walks an ESTree-style AST depth first, calling visitor[type] (or { enter, exit }) with a path
 * that has node, parent, key, listKey, index, replaceWith, remove and skip.
 *
 * @param {{ type: string }} ast
 * @param {Record<string, Function | { enter?: Function, exit?: Function }>} visitor
 * @returns {object} the (possibly transformed) ast
 */
function traverse(ast, visitor) {
  // TODO: implement
}
