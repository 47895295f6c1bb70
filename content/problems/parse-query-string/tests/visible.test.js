describe('parseQueryString', () => {
  test('parses key=value pairs and ignores a leading ?', () => {
    expect(parseQueryString('a=1&b=two')).toEqual({ a: '1', b: 'two' });
    expect(parseQueryString('?a=1&b=two')).toEqual({ a: '1', b: 'two' });
  });

  test('collects repeated keys into an array, in order', () => {
    expect(parseQueryString('size=42&color=red&size=43')).toEqual({ size: ['42', '43'], color: 'red' });
  });

  test("decodes '+' as a space and percent-escapes", () => {
    expect(parseQueryString('q=red+shoes&name=%E5%BC%A0%E4%B8%89&note=1%2B1%3D2')).toEqual({
      q: 'red shoes',
      name: '张三',
      note: '1+1=2',
    });
  });

  test("gives true to keys without '=' and '' to empty values", () => {
    expect(parseQueryString('inStock&q=')).toEqual({ inStock: true, q: '' });
  });

  test("splits each pair at its first '=' only", () => {
    expect(parseQueryString('redirect=/home?tab=1&t=a=b')).toEqual({ redirect: '/home?tab=1', t: 'a=b' });
  });

  test('skips empty pieces and returns {} for an empty query', () => {
    expect(parseQueryString('')).toEqual({});
    expect(parseQueryString('&&a=1&')).toEqual({ a: '1' });
  });

  test('keeps invalid percent-escapes as they are', () => {
    expect(parseQueryString('discount=100%')).toEqual({ discount: '100%' });
  });
});
