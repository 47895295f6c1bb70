describe('dijkstra', () => {
  const graph = {
    A: { B: 4, C: 1 },
    C: { B: 2, D: 5 },
    B: { D: 1 },
  };

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
});
