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

describe('edit distance (hidden)', () => {
  test('symmetric and case-sensitive', () => {
    expect(editDistance('sitting', 'kitten')).toBe(3);
    expect(editDistance('Hello', 'hello')).toBe(1);
    expect(editDistance('abc', 'ABC')).toBe(3);
  });

  test('counts Unicode code points, not UTF-16 units', () => {
    expect(editDistance('😀a', 'a')).toBe(1);
    expect(editDistance('a😀', 'a😃')).toBe(1);
    expect(editOperations('😀', '')).toEqual([del('😀')]);
    expect(editOperations('a😀', 'a😃')).toEqual([keep('a'), rep('😀', '😃')]);
  });

  test('accented letters are single characters', () => {
    expect(editOperations('café', 'cafe')).toEqual([keep('c'), keep('a'), keep('f'), rep('é', 'e')]);
  });

  test('empty inputs', () => {
    expect(editOperations('', '')).toEqual([]);
    expect(editOperations('', 'ab')).toEqual([ins('a'), ins('b')]);
    expect(editOperations('ab', '')).toEqual([del('a'), del('b')]);
  });

  test('tie-break: replace before delete before insert', () => {
    expect(editOperations('ab', 'ba')).toEqual([rep('a', 'b'), rep('b', 'a')]);
    expect(editOperations('xa', 'ax')).toEqual([rep('x', 'a'), rep('a', 'x')]);
    expect(editOperations('aba', 'bab')).toEqual([del('a'), keep('b'), keep('a'), ins('b')]);
    expect(editOperations('abc', 'bc')).toEqual([del('a'), keep('b'), keep('c')]);
    expect(editOperations('a', 'ab')).toEqual([keep('a'), ins('b')]);
  });

  test('equal characters are kept as soon as both sides agree', () => {
    expect(editOperations('aab', 'ab')).toEqual([keep('a'), del('a'), keep('b')]);
    expect(editOperations('ab', 'aab')).toEqual([keep('a'), ins('a'), keep('b')]);
  });

  test('distance and operations agree on many generated pairs', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const word = () => Array.from({ length: Math.floor(random() * 9) }, () => 'abc'[Math.floor(random() * 3)]).join('');
    for (let k = 0; k < 200; k++) {
      const a = word();
      const b = word();
      const d = editDistance(a, b);
      const result = applyOps(editOperations(a, b));
      expect(result).toEqual({ source: a, target: b, cost: d });
      expect(d).toBe(editDistance(b, a));
      expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
      expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
    }
  });

  test('known distances', () => {
    expect(editDistance('gumbo', 'gambol')).toBe(2);
    expect(editDistance('book', 'back')).toBe(2);
    expect(editDistance('abcdef', 'azced')).toBe(3);
  });

  test('long strings: distance in O(n·m) time', () => {
    const a = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join('');
    const b = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(97 + ((i * 11) % 26))).join('');
    const d = editDistance(a, b);
    expect(d).toBeGreaterThan(0);
    expect(d).toBeLessThanOrEqual(3000);
    expect(editDistance(a, a + 'xyz')).toBe(3);
  });

  test('long strings: operations', () => {
    const a = 'the quick brown fox jumps over the lazy dog '.repeat(30);
    const b = a.replace(/o/g, '0').replace(/ the /g, ' a ');
    const result = applyOps(editOperations(a, b));
    expect(result.source).toBe(a);
    expect(result.target).toBe(b);
    expect(result.cost).toBe(editDistance(a, b));
  });
});
