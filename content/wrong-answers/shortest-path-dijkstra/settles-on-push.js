// Wrong: marks a node as done the first time it is reached (when it is pushed) instead of when it is
// popped with the smallest distance, so a cheaper route found later is ignored.
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
  const done = new Set([source]);
  const queue = [[0, source]];
  while (queue.length > 0) {
    queue.sort((a, b) => a[0] - b[0]);
    const [distance, node] = queue.shift();
    for (const [next, weight] of Object.entries(graph[node] || {})) {
      if (done.has(next)) continue;
      done.add(next);
      distances[next] = distance + weight;
      previous[next] = node;
      queue.push([distance + weight, next]);
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
