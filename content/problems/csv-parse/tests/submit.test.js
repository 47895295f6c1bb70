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

  test('empty input has no records', () => {
    expect(parseCSV('')).toEqual([]);
    expect(parseCSV('x')).toEqual([['x']]);
  });

  test('empty fields, including a trailing one', () => {
    expect(parseCSV(',,')).toEqual([['', '', '']]);
    expect(parseCSV('a,\n,b')).toEqual([
      ['a', ''],
      ['', 'b'],
    ]);
  });

  test('an empty line in the middle is a record with one empty field', () => {
    expect(parseCSV('a\n\nb')).toEqual([['a'], [''], ['b']]);
    expect(parseCSV('\n')).toEqual([['']]);
  });

  test('spaces are kept as they are', () => {
    expect(parseCSV(' a , b ,"  c  "')).toEqual([[' a ', ' b ', '  c  ']]);
  });

  test('quoted empty fields and quoted fields at the end of the input', () => {
    expect(parseCSV('"",x,""')).toEqual([['', 'x', '']]);
    expect(parseCSV('a,"b"')).toEqual([['a', 'b']]);
    expect(parseCSV('"a"""')).toEqual([['a"']]);
    expect(parseCSV('""""')).toEqual([['"']]);
  });

  test('line breaks inside quotes are kept exactly, CRLF included', () => {
    expect(parseCSV('"a\r\nb",c\r\n"\n"')).toEqual([['a\r\nb', 'c'], ['\n']]);
  });

  test('LF and CRLF can be mixed; a lone CR is ordinary data', () => {
    expect(parseCSV('a\r\nb\nc\rd')).toEqual([['a'], ['b'], ['c\rd']]);
  });

  test('a quote inside an unquoted field is literal', () => {
    expect(parseCSV('height,5\'10"\nx,a"b"c')).toEqual([
      ['height', '5\'10"'],
      ['x', 'a"b"c'],
    ]);
  });

  test('an unterminated quoted field is a SyntaxError', () => {
    expect(() => parseCSV('a,"b\nc')).toThrow(SyntaxError);
    expect(() => parseCSV('"')).toThrow(SyntaxError);
    expect(() => parseCSV('"a""')).toThrow(SyntaxError);
    expect(parseCSV('"a"')).toEqual([['a']]);
  });

  test('text after a closing quote is a SyntaxError', () => {
    expect(() => parseCSV('"a"b,c')).toThrow(SyntaxError);
    expect(() => parseCSV('"a" ,c')).toThrow(SyntaxError);
    expect(() => parseCSV('"a"\r')).toThrow(SyntaxError);
    expect(parseCSV('"a",c')).toEqual([['a', 'c']]);
  });

  test('a custom delimiter', () => {
    expect(parseCSV('a;b;"c;d"\n1;2,5;3', { delimiter: ';' })).toEqual([
      ['a', 'b', 'c;d'],
      ['1', '2,5', '3'],
    ]);
    expect(parseCSV('x\ty\n"tab\there"\tz', { delimiter: '\t' })).toEqual([
      ['x', 'y'],
      ['tab\there', 'z'],
    ]);
  });

  test('records may have different numbers of fields', () => {
    expect(parseCSV('a\nb,c,d\ne,f')).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f']]);
  });

  test('non-ASCII text', () => {
    expect(parseCSV('名字,城市\n小明,"北京,中国"\n😀,"say ""你好"""')).toEqual([
      ['名字', '城市'],
      ['小明', '北京,中国'],
      ['😀', 'say "你好"'],
    ]);
  });

  test('a large file is parsed in linear time', () => {
    const lines = ['id,name,comment'];
    for (let i = 0; i < 50000; i++) lines.push(`${i},user ${i},"said ""hello"", then\nleft"`);
    const rows = parseCSV(lines.join('\r\n') + '\r\n');
    expect(rows).toHaveLength(50001);
    expect(rows[50000]).toEqual(['49999', 'user 49999', 'said "hello", then\nleft']);
  });
});
