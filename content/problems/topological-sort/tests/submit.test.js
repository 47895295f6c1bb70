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

  test('modules without any dependencies', () => {
    const graph = { x: [], y: [], z: [] };
    const order = topologicalSort(graph);
    expect([...order].sort()).toEqual(['x', 'y', 'z']);
  });

  test('a dependency listed twice', () => {
    const graph = { page: ['button', 'button', 'icon'], button: ['icon'] };
    expect(problemsWithOrder(graph, topologicalSort(graph))).toEqual([]);
  });

  test('a module that depends on itself', () => {
    expect(namedCycle({ a: ['a'] })).toEqual(['a', 'a']);
  });

  test('two modules importing each other', () => {
    const path = namedCycle({ main: ['a'], a: ['b'], b: ['a'] });
    expect(path).toHaveLength(3);
    expect(path).not.toContain('main');
  });

  test('the cycle is reported even when it is not reachable from the first key', () => {
    const graph = { app: ['ui'], ui: [], x: ['y'], y: ['z'], z: ['w', 'x'], w: [] };
    const path = namedCycle(graph);
    expect([...path.slice(0, -1)].sort()).toEqual(['x', 'y', 'z']);
  });

  test('a cycle hidden behind a long acyclic part', () => {
    const graph = {};
    for (let i = 0; i < 50; i++) graph[`m${i}`] = [`m${i + 1}`];
    graph.m50 = ['c1'];
    graph.c1 = ['c2'];
    graph.c2 = ['c3', 'leaf'];
    graph.c3 = ['c1'];
    const path = namedCycle(graph);
    expect([...path.slice(0, -1)].sort()).toEqual(['c1', 'c2', 'c3']);
  });

  test('a diamond with many valid orders', () => {
    const graph = { d: ['b', 'c'], b: ['a'], c: ['a'], e: ['d', 'a'] };
    const order = topologicalSort(graph);
    expect(problemsWithOrder(graph, order)).toEqual([]);
    expect(order[0]).toBe('a');
    expect(order[order.length - 1]).toBe('e');
  });

  test('does not modify the graph', () => {
    const graph = { app: ['router', 'store'], router: ['utils'], store: ['utils'] };
    const snapshot = JSON.stringify(graph);
    topologicalSort(graph);
    expect(JSON.stringify(graph)).toBe(snapshot);
    try {
      topologicalSort({ a: ['b'], b: ['a'] });
    } catch (e) {
      // expected
    }
    expect(JSON.stringify(graph)).toBe(snapshot);
  });

  test('a 30 000-module chain without recursion', () => {
    const n = 30000;
    const graph = {};
    for (let i = 0; i < n; i++) graph[`m${i}`] = i + 1 < n ? [`m${i + 1}`] : [];
    const order = topologicalSort(graph);
    expect(order).toHaveLength(n);
    expect(order[0]).toBe(`m${n - 1}`);
    expect(order[n - 1]).toBe('m0');
  });

  test('30 000 modules and 90 000 edges in linear time', () => {
    const n = 30000;
    let seed = 99;
    const random = (k) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % k;
    };
    // module i depends only on modules with a larger index: no cycle
    const graph = {};
    for (let i = 0; i < n; i++) {
      const list = [];
      if (i + 1 < n) list.push(`m${i + 1}`);
      for (let k = 0; k < 2 && i + 2 < n; k++) list.push(`m${i + 2 + random(Math.min(1000, n - i - 2))}`);
      graph[`m${i}`] = list;
    }
    const order = topologicalSort(graph);
    expect(problemsWithOrder(graph, order)).toEqual([]);
  });
});
