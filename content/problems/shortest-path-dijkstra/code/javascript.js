/**
 * Shortest paths from `source` in a directed graph with non-negative edge weights.
 * @param {Record<string, Record<string, number>>} graph graph[node][neighbour] = weight of node -> neighbour
 * @param {string} source
 * @param {string} target
 * @return {{ distance: number, path: string[], distances: Record<string, number> }}
 *   distance and one cheapest path to `target` ([] if unreachable), and the distance to every node
 * @throws {RangeError} when an edge weight is negative
 */
function dijkstra(graph, source, target) {
  // TODO: implement
}
