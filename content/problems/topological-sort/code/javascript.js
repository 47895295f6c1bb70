/**
 * Returns every module (keys and dependencies) in an order where each module
 * comes after its dependencies. Throws Error('Circular dependency: a -> b -> a')
 * when the dependencies contain a cycle.
 * @param {Record<string, string[]>} graph module -> modules it depends on
 * @return {string[]}
 */
function topologicalSort(graph) {
  // TODO: implement
}
