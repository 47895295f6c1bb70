describe('dijkstra', () => {
  const graph = {
    A: { B: 4, C: 1 },
    C: { B: 2, D: 5 },
    B: { D: 1 },
  };

  // the total weight of a path, or NaN when a step is not an edge of the graph
  function pathCost(g, path) {
    let cost = 0;
    for (let i = 1; i < path.length; i++) {
      const edges = g[path[i - 1]];
      if (!edges || !Object.prototype.hasOwnProperty.call(edges, path[i])) return NaN;
      cost += edges[path[i]];
    }
    return cost;
  }

  // deterministic pseudo-random integers in [0, n)
  function makeRandom(seed) {
    return (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
  }

  test('finds the cheapest path and its distance', () => {
    const result = dijkstra(graph, 'A', 'D');
    expect(result.distance).toBe(4);
    expect(result.path).toEqual(['A', 'C', 'B', 'D']);
  });

  test('returns the distance to every node', () => {
    expect(dijkstra(graph, 'A', 'D').distances).toEqual({ A: 0, B: 3, C: 1, D: 4 });
  });

  test('an unreachable target has distance Infinity and an empty path', () => {
    const result = dijkstra(graph, 'D', 'A');
    expect(result.distance).toBe(Infinity);
    expect(result.path).toEqual([]);
    expect(result.distances).toEqual({ A: Infinity, B: Infinity, C: Infinity, D: 0 });
  });

  test('the source itself is at distance 0 with a one-node path', () => {
    const result = dijkstra(graph, 'A', 'A');
    expect(result.distance).toBe(0);
    expect(result.path).toEqual(['A']);
  });

  test('a path with more edges can be cheaper than a direct edge', () => {
    const roads = { home: { office: 10, cafe: 2 }, cafe: { park: 3 }, park: { office: 1 } };
    const result = dijkstra(roads, 'home', 'office');
    expect(result.distance).toBe(6);
    expect(result.path).toEqual(['home', 'cafe', 'park', 'office']);
  });

  test('edges are directed', () => {
    const oneWay = { X: {}, Y: { X: 1 } };
    expect(dijkstra(oneWay, 'X', 'Y').distance).toBe(Infinity);
    expect(dijkstra(oneWay, 'Y', 'X').distance).toBe(1);
    expect(dijkstra(oneWay, 'Y', 'X').path).toEqual(['Y', 'X']);
  });

  test('a cheaper route found later replaces the first one found', () => {
    const g = { S: { far: 5, near: 1 }, near: { far: 1 }, far: { T: 1 } };
    const result = dijkstra(g, 'S', 'T');
    expect(result.distance).toBe(3);
    expect(result.path).toEqual(['S', 'near', 'far', 'T']);
    expect(result.distances).toEqual({ S: 0, near: 1, far: 2, T: 3 });
  });

  test('nodes that only appear as neighbours, and unreachable nodes, are in distances', () => {
    const g = { a: { b: 2 }, c: { d: 1 } };
    expect(dijkstra(g, 'a', 'b').distances).toEqual({ a: 0, b: 2, c: Infinity, d: Infinity });
  });

  test('a source or target that is not in the graph', () => {
    const g = { A: { B: 1 } };
    const fromNowhere = dijkstra(g, 'Z', 'A');
    expect(fromNowhere.distance).toBe(Infinity);
    expect(fromNowhere.path).toEqual([]);
    expect(fromNowhere.distances).toEqual({ A: Infinity, B: Infinity, Z: 0 });
    const toNowhere = dijkstra(g, 'A', 'Q');
    expect(toNowhere.distance).toBe(Infinity);
    expect(toNowhere.path).toEqual([]);
  });

  test('zero-weight edges', () => {
    const g = { a: { b: 0, c: 2 }, b: { c: 0 } };
    const result = dijkstra(g, 'a', 'c');
    expect(result.distance).toBe(0);
    expect(result.path).toEqual(['a', 'b', 'c']);
  });

  test('cycles do not loop forever', () => {
    const g = { a: { b: 1 }, b: { c: 1, a: 1 }, c: { a: 1, d: 7 }, d: { b: 1 } };
    const result = dijkstra(g, 'a', 'd');
    expect(result.distance).toBe(9);
    expect(result.path).toEqual(['a', 'b', 'c', 'd']);
    expect(result.distances).toEqual({ a: 0, b: 1, c: 2, d: 9 });
  });

  test('fractional weights', () => {
    const g = { p: { q: 0.1, r: 0.5 }, q: { r: 0.2 } };
    const result = dijkstra(g, 'p', 'r');
    expect(result.distance).toBeCloseTo(0.3);
    expect(result.path).toEqual(['p', 'q', 'r']);
  });

  test('with equally cheap paths, any one of them is a valid answer', () => {
    const g = { s: { a: 1, b: 2, c: 3 }, a: { t: 3 }, b: { t: 2 }, c: { t: 1 } };
    const result = dijkstra(g, 's', 't');
    expect(result.distance).toBe(4);
    expect(result.path[0]).toBe('s');
    expect(result.path[result.path.length - 1]).toBe('t');
    expect(pathCost(g, result.path)).toBe(4);
  });

  test('throws on a negative edge weight', () => {
    expect(dijkstra({ a: { b: 2 }, b: { c: 1 } }, 'a', 'c').distance).toBe(3);
    expect(() => dijkstra({ a: { b: 2 }, b: { c: -1 } }, 'a', 'c')).toThrow();
    expect(() => dijkstra({ a: { b: 1 }, x: { y: -3 } }, 'a', 'b')).toThrow();
  });

  test('does not modify the graph', () => {
    const g = { A: { B: 4, C: 1 }, C: { B: 2, D: 5 }, B: { D: 1 } };
    const frozen = Object.freeze({
      A: Object.freeze({ B: 4, C: 1 }),
      C: Object.freeze({ B: 2, D: 5 }),
      B: Object.freeze({ D: 1 }),
    });
    expect(dijkstra(frozen, 'A', 'D').distance).toBe(4);
    expect(frozen).toEqual(g);
    dijkstra(g, 'A', 'D');
    expect(g).toEqual({ A: { B: 4, C: 1 }, C: { B: 2, D: 5 }, B: { D: 1 } });
  });

  test('a 60 x 60 grid with random weights matches a dynamic-programming answer', () => {
    // edges only go right and down, so the shortest distance is also a simple DP over the grid
    const size = 60;
    const random = makeRandom(17);
    const g = {};
    const right = [];
    const down = [];
    for (let r = 0; r < size; r++) {
      right.push([]);
      down.push([]);
      for (let c = 0; c < size; c++) {
        const edges = {};
        right[r].push(1 + random(20));
        down[r].push(1 + random(20));
        if (c + 1 < size) edges[`${r},${c + 1}`] = right[r][c];
        if (r + 1 < size) edges[`${r + 1},${c}`] = down[r][c];
        g[`${r},${c}`] = edges;
      }
    }
    const best = [];
    for (let r = 0; r < size; r++) {
      best.push([]);
      for (let c = 0; c < size; c++) {
        if (r === 0 && c === 0) best[r].push(0);
        else
          best[r].push(
            Math.min(c > 0 ? best[r][c - 1] + right[r][c - 1] : Infinity, r > 0 ? best[r - 1][c] + down[r - 1][c] : Infinity),
          );
      }
    }
    const result = dijkstra(g, '0,0', `${size - 1},${size - 1}`);
    expect(result.distance).toBe(best[size - 1][size - 1]);
    expect(pathCost(g, result.path)).toBe(result.distance);
    let mismatches = 0;
    for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) if (result.distances[`${r},${c}`] !== best[r][c]) mismatches++;
    expect(mismatches).toBe(0);
  });

  test('40 000 nodes and 120 000 edges in O((V + E) log V)', () => {
    // a chain of weight-1 edges plus longer jumps that never beat it: distance(n_i) = i
    const n = 40000;
    const g = {};
    for (let i = 0; i < n; i++) {
      const edges = {};
      if (i + 1 < n) edges[`n${i + 1}`] = 1;
      if (i + 2 < n) edges[`n${i + 2}`] = 3;
      if (i + 7 < n) edges[`n${i + 7}`] = 8;
      g[`n${i}`] = edges;
    }
    const result = dijkstra(g, 'n0', `n${n - 1}`);
    expect(result.distance).toBe(n - 1);
    expect(result.path).toHaveLength(n);
    expect(result.path[n - 1]).toBe(`n${n - 1}`);
    let wrong = 0;
    for (let i = 0; i < n; i += 97) if (result.distances[`n${i}`] !== i) wrong++;
    expect(wrong).toBe(0);
  });
});
