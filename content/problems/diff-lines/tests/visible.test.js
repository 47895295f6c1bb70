const eq = (line) => ({ op: 'equal', line });
const ins = (line) => ({ op: 'insert', line });
const del = (line) => ({ op: 'delete', line });
const side = (ops, keep) => ops.filter((o) => o.op === 'equal' || o.op === keep).map((o) => o.line);

describe('diffLines', () => {
  test('identical texts are all equal', () => {
    expect(diffLines('a\nb\nc', 'a\nb\nc')).toEqual([eq('a'), eq('b'), eq('c')]);
  });

  test('a changed line is a delete followed by an insert', () => {
    expect(diffLines('a\nb\nc', 'a\nx\nc')).toEqual([eq('a'), del('b'), ins('x'), eq('c')]);
  });

  test('added and removed lines', () => {
    expect(diffLines('one\ntwo\nthree', 'zero\none\nthree\nfour')).toEqual([
      ins('zero'),
      eq('one'),
      del('two'),
      eq('three'),
      ins('four'),
    ]);
  });

  test('the empty text has no lines', () => {
    expect(diffLines('', '')).toEqual([]);
    expect(diffLines('', 'a\nb')).toEqual([ins('a'), ins('b')]);
    expect(diffLines('a\nb', '')).toEqual([del('a'), del('b')]);
  });

  test('keeps the longest common subsequence, not the first match', () => {
    const ops = diffLines('x\na\nb\nc', 'a\nb\nc\nx');
    expect(ops).toEqual([del('x'), eq('a'), eq('b'), eq('c'), ins('x')]);
  });

  test('rebuilds both texts', () => {
    const oldText = 'title\nintro\nbody\nend';
    const newText = 'title\nbody\nmore\nend\nfooter';
    const ops = diffLines(oldText, newText);
    expect(side(ops, 'delete').join('\n')).toBe(oldText);
    expect(side(ops, 'insert').join('\n')).toBe(newText);
    expect(ops.filter((o) => o.op === 'equal')).toHaveLength(3);
  });
});
