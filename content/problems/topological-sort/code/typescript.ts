/**
 * Returns every module (keys and dependencies) in an order where each module
 * comes after its dependencies. Throws Error('Circular dependency: a -> b -> a')
 * when the dependencies contain a cycle.
 */
function topologicalSort(graph: Record<string, string[]>): string[] {
  // TODO: implement
  throw new Error('Not implemented');
}
