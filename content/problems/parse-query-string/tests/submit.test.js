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

  test('strips only one leading ?', () => {
    expect(parseQueryString('?')).toEqual({});
    expect(parseQueryString('??a=1')).toEqual({ '?a': '1' });
    expect(parseQueryString('a=?b')).toEqual({ a: '?b' });
  });

  test('keeps every value of a key repeated many times, including flags and empty values', () => {
    expect(parseQueryString('t=1&t=2&t=3&t=4')).toEqual({ t: ['1', '2', '3', '4'] });
    expect(parseQueryString('a&a=1&a=&a')).toEqual({ a: [true, '1', '', true] });
    expect(parseQueryString('x=&x=0&x=')).toEqual({ x: ['', '0', ''] });
  });

  test('keeps the order in which keys first appear', () => {
    expect(Object.keys(parseQueryString('z=1&a=2&m=3&a=4&b'))).toEqual(['z', 'a', 'm', 'b']);
  });

  test('decodes keys as well as values', () => {
    expect(parseQueryString('first%20name=Ada&last+name=Lovelace&%E5%9F%8E%E5%B8%82=%E4%B8%8A%E6%B5%B7')).toEqual({
      'first name': 'Ada',
      'last name': 'Lovelace',
      城市: '上海',
    });
  });

  test('compares keys after decoding', () => {
    expect(parseQueryString('a%20b=1&a+b=2&a b=3')).toEqual({ 'a b': ['1', '2', '3'] });
    expect(parseQueryString('%61=x&a=y')).toEqual({ a: ['x', 'y'] });
  });

  test("turns '+' into a space before percent-decoding, so %2B stays a plus sign", () => {
    expect(parseQueryString('q=1%2B1+%3D+2&op=%2B%2B')).toEqual({ q: '1+1 = 2', op: '++' });
    expect(parseQueryString('plus=+++')).toEqual({ plus: '   ' });
  });

  test("does not split on encoded '&' and '='", () => {
    expect(parseQueryString('q=a%26b%3Dc&next=1')).toEqual({ q: 'a&b=c', next: '1' });
    expect(parseQueryString('k%3Dv=1')).toEqual({ 'k=v': '1' });
  });

  test('decodes multi-byte UTF-8 sequences, including emoji', () => {
    expect(parseQueryString('mood=%F0%9F%98%80&cafe=caf%C3%A9')).toEqual({ mood: '😀', cafe: 'café' });
  });

  test('keeps an invalid key or value as it is, still decoding the other pieces', () => {
    expect(parseQueryString('a=%41&b=%&c=%zz&d=%E4%B8&e=50%+off')).toEqual({
      a: 'A',
      b: '%',
      c: '%zz',
      d: '%E4%B8',
      e: '50% off',
    });
    expect(parseQueryString('%zz=1&ok=%41')).toEqual({ '%zz': '1', ok: 'A' });
  });

  test("skips pieces whose key is empty, even with a value", () => {
    expect(parseQueryString('=1&a=2&=&b')).toEqual({ a: '2', b: true });
  });

  test('treats brackets and dots as part of the key', () => {
    expect(parseQueryString('ids[]=1&ids[]=2&a.b=3')).toEqual({ 'ids[]': ['1', '2'], 'a.b': '3' });
  });

  test('accepts keys that exist on Object.prototype as ordinary keys', () => {
    const result = parseQueryString('constructor=1&toString=2&hasOwnProperty=x&hasOwnProperty=y&valueOf');
    expect(result.constructor).toBe('1');
    expect(result.toString).toBe('2');
    expect(result.hasOwnProperty).toEqual(['x', 'y']);
    expect(result.valueOf).toBe(true);
    expect(Object.keys(result)).toEqual(['constructor', 'toString', 'hasOwnProperty', 'valueOf']);
  });

  test('stores __proto__ as an own key without touching any prototype', () => {
    const result = parseQueryString('__proto__=evil&x=1');
    expect(Object.keys(result)).toEqual(['__proto__', 'x']);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__').value).toBe('evil');
    expect(result.x).toBe('1');
    expect({}.evil).toBeUndefined();
    const twice = parseQueryString('__proto__=a&__proto__=b');
    expect(Object.getOwnPropertyDescriptor(twice, '__proto__').value).toEqual(['a', 'b']);
  });

  test('returns a new object on every call', () => {
    const first = parseQueryString('a=1');
    first.a = 'changed';
    first.extra = true;
    expect(parseQueryString('a=1')).toEqual({ a: '1' });
  });

  test('handles a long query quickly', () => {
    const parts = [];
    for (let i = 0; i < 20000; i++) parts.push(`k${i % 100}=v%20${i}`);
    const started = Date.now();
    const result = parseQueryString(`?${parts.join('&')}`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(Object.keys(result)).toHaveLength(100);
    expect(result.k7).toHaveLength(200);
    expect(result.k7[0]).toBe('v 7');
    expect(result.k7[199]).toBe('v 19907');
  });
});
