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

describe('diffLines (hidden)', () => {
  test('deletions come before insertions in a changed block', () => {
    expect(diffLines('a\nb\nc\nd', 'a\nx\ny\nd')).toEqual([eq('a'), del('b'), del('c'), ins('x'), ins('y'), eq('d')]);
  });

  test('completely different texts: all deletes, then all inserts', () => {
    expect(diffLines('a\nb', 'c\nd')).toEqual([del('a'), del('b'), ins('c'), ins('d')]);
  });

  test('equal lines are kept as soon as both sides agree', () => {
    expect(diffLines('a\nb', 'b\na')).toEqual([del('a'), eq('b'), ins('a')]);
    expect(diffLines('a\na\nb', 'a\nb\nb')).toEqual([eq('a'), del('a'), eq('b'), ins('b')]);
  });

  test('a trailing newline is an empty last line', () => {
    expect(diffLines('a\n', 'a')).toEqual([eq('a'), del('')]);
    expect(diffLines('a', 'a\n')).toEqual([eq('a'), ins('')]);
    expect(diffLines('\n', '')).toEqual([del(''), del('')]);
  });

  test('whitespace is significant', () => {
    expect(diffLines('a \nb', 'a\nb')).toEqual([del('a '), ins('a'), eq('b')]);
  });

  test('repeated lines are matched to give the longest common part', () => {
    const ops = diffLines('a\nb\na\nb\na', 'b\na\nb\na\nb');
    expect(ops.filter((o) => o.op === 'equal')).toHaveLength(4);
    expect(ops).toEqual([del('a'), eq('b'), eq('a'), eq('b'), eq('a'), ins('b')]);
  });

  test('the diff is minimal (longest common subsequence)', () => {
    const ops = diffLines('a\nb\nc\nd\ne\nf', 'b\nx\nd\ne\nc\nf');
    expect(ops.filter((o) => o.op === 'equal').map((o) => o.line)).toEqual(['b', 'd', 'e', 'f']);
    expect(ops).toEqual([del('a'), eq('b'), del('c'), ins('x'), eq('d'), eq('e'), ins('c'), eq('f')]);
  });

  test('only an insert or only a delete in the middle', () => {
    expect(diffLines('a\nc', 'a\nb\nc')).toEqual([eq('a'), ins('b'), eq('c')]);
    expect(diffLines('a\nb\nc', 'a\nc')).toEqual([eq('a'), del('b'), eq('c')]);
  });

  test('lines that look like numbers or are empty compare as strings', () => {
    expect(diffLines('1\n\n01', '1\n01\n')).toEqual([eq('1'), del(''), eq('01'), ins('')]);
  });

  test('does not modify anything outside and returns fresh objects', () => {
    const first = diffLines('a', 'a');
    const second = diffLines('a', 'a');
    expect(first).toEqual([eq('a')]);
    expect(first[0]).not.toBe(second[0]);
    expect(Object.keys(first[0]).sort()).toEqual(['line', 'op']);
  });

  test('large inputs in O(n·m)', () => {
    const oldLines = Array.from({ length: 1500 }, (_, i) => `line ${i % 97} ${i % 13}`);
    const newLines = oldLines.filter((_, i) => i % 7 !== 0).map((l, i) => (i % 11 === 0 ? l + '!' : l));
    const ops = diffLines(oldLines.join('\n'), newLines.join('\n'));
    expect(side(ops, 'delete')).toEqual(oldLines);
    expect(side(ops, 'insert')).toEqual(newLines);
    const equal = ops.filter((o) => o.op === 'equal').length;
    expect(equal).toBeGreaterThanOrEqual(newLines.length - Math.ceil(newLines.length / 11));
  });
});
