describe('topologicalSort', () => {
  // checks that `order` is a valid build order for `graph`; returns a list of problems
  function problemsWithOrder(graph, order) {
    const problems = [];
    if (!Array.isArray(order)) return ['the result is not an array'];
    const modules = new Set(Object.keys(graph));
    for (const name of Object.keys(graph)) for (const dep of graph[name]) modules.add(dep);
    const position = new Map();
    order.forEach((name, i) => {
      if (position.has(name)) problems.push(`${name} appears twice`);
      position.set(name, i);
    });
    for (const name of modules) if (!position.has(name)) problems.push(`${name} is missing`);
    if (order.length !== modules.size) problems.push(`expected ${modules.size} modules, got ${order.length}`);
    for (const name of Object.keys(graph)) {
      for (const dep of graph[name]) {
        if (!(position.get(dep) < position.get(name))) problems.push(`${name} comes before its dependency ${dep}`);
      }
    }
    return problems.slice(0, 5);
  }

  // runs topologicalSort and returns the cycle named in its error, checked against the graph
  function namedCycle(graph) {
    let error = null;
    try {
      topologicalSort(graph);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Error);
    const match = /^Circular dependency: (.+)$/.exec(error.message);
    expect(match).not.toBeNull();
    const path = match[1].split(' -> ');
    expect(path.length).toBeGreaterThanOrEqual(2);
    expect(path[0]).toBe(path[path.length - 1]);
    expect(new Set(path.slice(0, -1)).size).toBe(path.length - 1);
    for (let i = 0; i + 1 < path.length; i++) {
      expect(graph[path[i]] || []).toContain(path[i + 1]);
    }
    return path;
  }

  test('a simple chain', () => {
    const graph = { app: ['router'], router: ['utils'], utils: [] };
    expect(topologicalSort(graph)).toEqual(['utils', 'router', 'app']);
  });

  test('shared dependencies come first', () => {
    const graph = { app: ['router', 'store'], router: ['utils'], store: ['utils', 'api'] };
    expect(problemsWithOrder(graph, topologicalSort(graph))).toEqual([]);
  });

  test('dependencies that are not keys are included', () => {
    const graph = { app: ['react', 'lodash'] };
    const order = topologicalSort(graph);
    expect(order).toHaveLength(3);
    expect(order[2]).toBe('app');
  });

  test('an empty graph', () => {
    expect(topologicalSort({})).toEqual([]);
  });

  test('a cycle throws an error naming it', () => {
    const path = namedCycle({ a: ['b'], b: ['c'], c: ['a'], d: [] });
    expect(path).toHaveLength(4);
  });
});
