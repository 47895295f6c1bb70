// Wrong: a correct three-colour DFS, but recursive — it overflows the call stack on a 50 000-module dependency chain.
function topologicalSort(graph) {
  const state = new Map(); // 1 = in progress, 2 = done
  const order = [];
  const stack = [];
  const visit = (name) => {
    if (state.get(name) === 2) return;
    if (state.get(name) === 1) {
      const cycle = stack.slice(stack.indexOf(name));
      cycle.push(name);
      throw new Error(`Circular dependency: ${cycle.join(' -> ')}`);
    }
    state.set(name, 1);
    stack.push(name);
    for (const dep of graph[name] || []) visit(dep);
    stack.pop();
    state.set(name, 2);
    order.push(name);
  };
  for (const name of Object.keys(graph)) visit(name);
  return order;
}
