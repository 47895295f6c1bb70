// Wrong: Kahn's algorithm over the keys only — modules that appear only as dependencies are left out of the result.
function topologicalSort(graph) {
  const names = Object.keys(graph);
  const pending = new Map();
  const users = new Map();
  for (const name of names) {
    const own = new Set(graph[name].filter((d) => d in graph));
    pending.set(name, own.size);
    for (const d of own) {
      if (!users.has(d)) users.set(d, []);
      users.get(d).push(name);
    }
  }
  const order = names.filter((n) => pending.get(n) === 0);
  for (let i = 0; i < order.length; i++) {
    for (const u of users.get(order[i]) || []) {
      pending.set(u, pending.get(u) - 1);
      if (pending.get(u) === 0) order.push(u);
    }
  }
  if (order.length < names.length) {
    let cur = names.find((n) => pending.get(n) > 0);
    const path = [];
    while (!path.includes(cur)) {
      path.push(cur);
      cur = graph[cur].find((d) => pending.get(d) > 0);
    }
    throw new Error(`Circular dependency: ${[...path.slice(path.indexOf(cur)), cur].join(' -> ')}`);
  }
  return order;
}
