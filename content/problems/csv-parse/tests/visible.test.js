describe('parseCSV', () => {
  test('splits records into fields', () => {
    expect(parseCSV('name,age\nAnn,30\nBob,25')).toEqual([
      ['name', 'age'],
      ['Ann', '30'],
      ['Bob', '25'],
    ]);
  });

  test('a quoted field may contain the delimiter', () => {
    expect(parseCSV('city,label\nParis,"Paris, France"')).toEqual([
      ['city', 'label'],
      ['Paris', 'Paris, France'],
    ]);
  });

  test('two double quotes inside a quoted field are one quote', () => {
    expect(parseCSV('"She said ""hi"""')).toEqual([['She said "hi"']]);
  });

  test('a quoted field may contain line breaks', () => {
    expect(parseCSV('id,note\n1,"line one\nline two"\n2,plain')).toEqual([
      ['id', 'note'],
      ['1', 'line one\nline two'],
      ['2', 'plain'],
    ]);
  });

  test('CRLF ends a record too', () => {
    expect(parseCSV('a,b\r\nc,d\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  test('a final line break does not add an empty record', () => {
    expect(parseCSV('a\nb\n')).toEqual([['a'], ['b']]);
  });
});
