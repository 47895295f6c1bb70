const keep = (char) => ({ op: 'keep', char });
const ins = (char) => ({ op: 'insert', char });
const del = (char) => ({ op: 'delete', char });
const rep = (from, to) => ({ op: 'replace', from, to });
const applyOps = (ops) => {
  let source = '';
  let target = '';
  for (const o of ops) {
    if (o.op === 'keep') (source += o.char), (target += o.char);
    else if (o.op === 'delete') source += o.char;
    else if (o.op === 'insert') target += o.char;
    else (source += o.from), (target += o.to);
  }
  return { source, target, cost: ops.filter((o) => o.op !== 'keep').length };
};

describe('editDistance', () => {
  test('kitten → sitting is 3', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  test('empty strings', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
  });

  test('equal strings are 0, one change is 1', () => {
    expect(editDistance('flaw', 'flaw')).toBe(0);
    expect(editDistance('flaw', 'flew')).toBe(1);
    expect(editDistance('flaw', 'law')).toBe(1);
    expect(editDistance('law', 'lawn')).toBe(1);
  });
});

describe('editOperations', () => {
  test('kitten → sitting', () => {
    expect(editOperations('kitten', 'sitting')).toEqual([
      rep('k', 's'),
      keep('i'),
      keep('t'),
      keep('t'),
      rep('e', 'i'),
      keep('n'),
      ins('g'),
    ]);
  });

  test('the operations rebuild both strings and cost the distance', () => {
    const pairs = [
      ['intention', 'execution'],
      ['sunday', 'saturday'],
      ['', 'abc'],
    ];
    for (const [a, b] of pairs) {
      const result = applyOps(editOperations(a, b));
      expect(result.source).toBe(a);
      expect(result.target).toBe(b);
      expect(result.cost).toBe(editDistance(a, b));
    }
    expect(editDistance('intention', 'execution')).toBe(5);
    expect(editDistance('sunday', 'saturday')).toBe(3);
  });
});
