// Wrong: the distances are right, but the path is returned from target back to source (never
// reversed), and negative edge weights are accepted silently instead of throwing.
function dijkstra(graph, source, target) {
  const distances = { [source]: Infinity };
  for (const node of Object.keys(graph)) {
    if (!Object.hasOwn(distances, node)) distances[node] = Infinity;
    for (const next of Object.keys(graph[node])) if (!Object.hasOwn(distances, next)) distances[next] = Infinity;
  }
  distances[source] = 0;
  const previous = {};
  const settled = new Set();
  // a queue kept sorted by distance with binary-search insertion
  const queue = [[0, source]];
  const insert = (entry) => {
    let lo = 0;
    let hi = queue.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (queue[mid][0] <= entry[0]) lo = mid + 1;
      else hi = mid;
    }
    queue.splice(lo, 0, entry);
  };
  for (let head = 0; head < queue.length; head++) {
    const [distance, node] = queue[head];
    if (settled.has(node)) continue;
    settled.add(node);
    for (const [next, weight] of Object.entries(graph[node] || {})) {
      if (distance + weight < distances[next]) {
        distances[next] = distance + weight;
        previous[next] = node;
        insert([distance + weight, next]);
      }
    }
  }
  const distance = Object.hasOwn(distances, target) ? distances[target] : Infinity;
  const path = [];
  if (distance !== Infinity) {
    for (let node = target; node !== source; node = previous[node]) path.push(node);
    path.push(source);
  }
  return { distance, path, distances };
}
