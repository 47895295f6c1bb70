// Wrong: a breadth-first search. It finds the path with the fewest edges and adds up its weights,
// which is the cheapest path only when every edge has the same weight.
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
  const queue = [source];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    for (const [next, weight] of Object.entries(graph[node] || {})) {
      if (distances[next] === Infinity) {
        distances[next] = distances[node] + weight;
        previous[next] = node;
        queue.push(next);
      }
    }
  }
  const distance = Object.hasOwn(distances, target) ? distances[target] : Infinity;
  const path = [];
  if (distance !== Infinity) {
    let node = target;
    while (node !== source) {
      path.push(node);
      node = previous[node];
    }
    path.push(source);
    path.reverse();
  }
  return { distance, path, distances };
}
