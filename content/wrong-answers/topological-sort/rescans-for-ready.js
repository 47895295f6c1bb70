// Wrong: on every step scans all remaining modules for one whose dependencies are built — O(V^2), too slow on large graphs.
function topologicalSort(graph) {
  const deps = new Map();
  for (const name of Object.keys(graph)) {
    if (!deps.has(name)) deps.set(name, []);
    for (const d of graph[name]) {
      deps.get(name).push(d);
      if (!deps.has(d)) deps.set(d, []);
    }
  }
  const built = new Set();
  const order = [];
  let remaining = [...deps.keys()];
  while (remaining.length > 0) {
    const index = remaining.findIndex((name) => deps.get(name).every((d) => built.has(d)));
    if (index === -1) {
      const path = [remaining[0]];
      const seen = new Set(path);
      let cur = remaining[0];
      for (;;) {
        cur = deps.get(cur).find((d) => !built.has(d));
        path.push(cur);
        if (seen.has(cur)) break;
        seen.add(cur);
      }
      throw new Error(`Circular dependency: ${path.slice(path.indexOf(cur)).join(' -> ')}`);
    }
    const [name] = remaining.splice(index, 1);
    built.add(name);
    order.push(name);
  }
  return order;
}
