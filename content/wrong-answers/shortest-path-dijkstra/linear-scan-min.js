// Wrong: finds the next node to settle by scanning every node (no priority queue). The answers are
// right, but the algorithm is O(V^2) and too slow on a graph with tens of thousands of nodes.
function dijkstra(graph, source, target) {
  const distances = { [source]: Infinity };
  for (const node of Object.keys(graph)) {
    if (!Object.hasOwn(distances, node)) distances[node] = Infinity;
    for (const [next, weight] of Object.entries(graph[node])) {
      if (weight < 0) throw new RangeError('negative weight');
      if (!Object.hasOwn(distances, next)) distances[next] = Infinity;
    }
  }
  distances[source] = 0;
  const previous = {};
  const settled = new Set();
  const nodes = Object.keys(distances);
  while (true) {
    let current = null;
    for (const node of nodes) {
      if (!settled.has(node) && distances[node] !== Infinity && (current === null || distances[node] < distances[current])) {
        current = node;
      }
    }
    if (current === null) break;
    settled.add(current);
    for (const [next, weight] of Object.entries(graph[current] || {})) {
      if (distances[current] + weight < distances[next]) {
        distances[next] = distances[current] + weight;
        previous[next] = current;
      }
    }
  }
  const distance = Object.hasOwn(distances, target) ? distances[target] : Infinity;
  const path = [];
  if (distance !== Infinity) {
    for (let node = target; node !== undefined; node = node === source ? undefined : previous[node]) path.unshift(node);
  }
  return { distance, path, distances };
}
