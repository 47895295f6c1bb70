type Graph = Record<string, Record<string, number>>;

interface ShortestPath {
  /** shortest distance from source to target; Infinity when unreachable */
  distance: number;
  /** one cheapest path from source to target inclusive; [] when unreachable */
  path: string[];
  /** shortest distance from source to every node (Infinity when unreachable) */
  distances: Record<string, number>;
}

/** Shortest paths from `source`; throws a RangeError when an edge weight is negative. */
function dijkstra(graph: Readonly<Graph>, source: string, target: string): ShortestPath {
  // TODO: implement
  throw new Error('Not implemented');
}
