// Wrong: an iterative DFS with a single visited set — valid orders for acyclic graphs, but a cycle is silently ignored instead of reported.
function topologicalSort(graph) {
  const deps = (name) => graph[name] || [];
  const visited = new Set();
  const order = [];
  const all = new Set(Object.keys(graph));
  for (const name of Object.keys(graph)) for (const d of graph[name]) all.add(d);
  for (const start of all) {
    if (visited.has(start)) continue;
    const stack = [[start, 0]];
    visited.add(start);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      const list = deps(frame[0]);
      if (frame[1] < list.length) {
        const next = list[frame[1]++];
        if (!visited.has(next)) {
          visited.add(next);
          stack.push([next, 0]);
        }
      } else {
        order.push(frame[0]);
        stack.pop();
      }
    }
  }
  return order;
}
