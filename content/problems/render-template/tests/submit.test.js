describe('renderTemplate', () => {
  const data = {
    user: { name: 'Ada', tags: ['admin', 'beta'] },
    order: { id: 1042, total: 0, paid: false, note: null },
    bio: '<script>alert("hi")</script>',
  };

  test('replaces placeholders with and without spaces', () => {
    expect(renderTemplate('Hi {{ user.name }}, order #{{order.id}}.', data)).toBe('Hi Ada, order #1042.');
    expect(renderTemplate('[{{   user.name\t}}]', data)).toBe('[Ada]');
  });

  test('follows nested paths and array indexes', () => {
    expect(renderTemplate('{{ user.tags.0 }}/{{ user.tags.1 }} of {{ user.tags.length }}', data)).toBe('admin/beta of 2');
  });

  test('renders missing and null values as an empty string', () => {
    expect(renderTemplate('[{{ order.note }}][{{ user.age }}][{{ missing.deep.path }}]', data)).toBe('[][][]');
  });

  test('renders 0 and false, not an empty string', () => {
    expect(renderTemplate('total={{ order.total }} paid={{ order.paid }}', data)).toBe('total=0 paid=false');
  });

  test('HTML-escapes inserted values but not the template', () => {
    expect(renderTemplate('<p>{{ bio }}</p>', data)).toBe('<p>&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;</p>');
  });

  test('writes \\{{ as a literal {{', () => {
    expect(renderTemplate('Write \\{{ user.name }} to get {{ user.name }}', data)).toBe('Write {{ user.name }} to get Ada');
  });

  test('escapes all five HTML characters, ampersands included', () => {
    expect(renderTemplate('{{ v }}', { v: `Tom & "Jerry" <3 'x'` })).toBe('Tom &amp; &quot;Jerry&quot; &lt;3 &#39;x&#39;');
    expect(renderTemplate('{{ v }}', { v: '&lt;already&gt;' })).toBe('&amp;lt;already&amp;gt;');
    expect(renderTemplate('{{ v }}', { v: 'plain text / é 中文 `tick`' })).toBe('plain text / é 中文 `tick`');
  });

  test('converts other values with String()', () => {
    expect(renderTemplate('{{ a }}|{{ b }}|{{ c }}|{{ d }}|{{ e }}', { a: 1.5, b: -0, c: true, d: [1, 2, 3], e: NaN })).toBe(
      '1.5|0|true|1,2,3|NaN',
    );
  });

  test('renders as empty when a step of the path is null, undefined or a missing key', () => {
    const value = { a: { b: null, c: undefined, d: { e: 'deep' } } };
    expect(renderTemplate('[{{ a.b.x }}][{{ a.c.x.y }}][{{ a.z.e }}][{{ a.d.e }}][{{ a.d.e.f }}]', value)).toBe(
      '[][][][deep][]',
    );
    expect(renderTemplate('[{{ list.5 }}][{{ list.0.name }}]', { list: [{ name: 'first' }] })).toBe('[][first]');
  });

  test('ignores inherited properties', () => {
    const value = { user: { name: 'Ada' }, list: [] };
    expect(
      renderTemplate('[{{ constructor }}][{{ toString }}][{{ user.constructor.name }}][{{ __proto__ }}][{{ list.map }}]', value),
    ).toBe('[][][][][]');
    const child = Object.create({ inherited: 'no' });
    child.own = 'yes';
    expect(renderTemplate('{{ c.own }}-{{ c.inherited }}', { c: child })).toBe('yes-');
  });

  test('accepts keys made of letters, digits, _ and $', () => {
    expect(renderTemplate('{{ $price }} {{ _id }} {{ row2.col_1 }} {{ 42 }}', { $price: 9, _id: 'x7', row2: { col_1: 'c' }, 42: 'n' })).toBe(
      '9 x7 c n',
    );
  });

  test('leaves text that is not a placeholder unchanged', () => {
    const value = { a: 'A', b: 'B' };
    const text = '{{}} {{ }} {{ a b }} {{ a. }} {{ .a }} {{ a..b }} {{ a-b }} { {a} } {{a} {a}} {{ a . b }}';
    expect(renderTemplate(text, value)).toBe(text);
    expect(renderTemplate('{{a}}{{b}}{a}{{ a }}}', value)).toBe('AB{a}A}');
  });

  test('accepts newlines and tabs around the path and in the template', () => {
    expect(renderTemplate('line 1\n{{\n  a\n}}\n\tline 3 {{\ta\t}}', { a: 'x' })).toBe('line 1\nx\n\tline 3 x');
  });

  test('replaces every occurrence, including repeated and adjacent placeholders', () => {
    expect(renderTemplate('{{a}}{{a}}-{{ b }}{{a}}', { a: 1, b: 2 })).toBe('11-21');
    expect(renderTemplate('no placeholders here', { a: 1 })).toBe('no placeholders here');
    expect(renderTemplate('', { a: 1 })).toBe('');
  });

  test('does not render placeholders found inside values', () => {
    expect(renderTemplate('{{ a }}', { a: '{{ b }}', b: 'nope' })).toBe('{{ b }}');
    expect(renderTemplate('{{ a }}{{ b }}', { a: '{{', b: ' a }}' })).toBe('{{ a }}');
  });

  test('inserts $ patterns in values literally', () => {
    expect(renderTemplate('Price: {{ p }}', { p: "$& $1 $$ $' $`" })).toBe("Price: $&amp; $1 $$ $&#39; $`");
    expect(renderTemplate('{{ a }} {{ a }}', { a: '$&$&' })).toBe('$&amp;$&amp; $&amp;$&amp;');
  });

  test('only a backslash directly before {{ is an escape', () => {
    expect(renderTemplate('\\{{', {})).toBe('{{');
    expect(renderTemplate('\\{{ a }} \\{{a}} {{ a }}', { a: 'A' })).toBe('{{ a }} {{a}} A');
    expect(renderTemplate('C:\\temp\\{a} \\ {{ a }}\\', { a: 'A' })).toBe('C:\\temp\\{a} \\ A\\');
    expect(renderTemplate('{{ a }}', { a: '\\{{ b }}' })).toBe('\\{{ b }}');
  });

  test('does not modify the data', () => {
    const value = { user: { name: '<Ada>' }, list: [1] };
    expect(renderTemplate('{{ user.name }} {{ list.0 }} {{ user.missing.x }}', value)).toBe('&lt;Ada&gt; 1 ');
    expect(value).toEqual({ user: { name: '<Ada>' }, list: [1] });
    expect(Object.keys(value.user)).toEqual(['name']);
  });

  test('does not use eval, new Function or with', () => {
    expect(String(renderTemplate)).not.toMatch(/\beval\s*\(|\bnew\s+Function\b|\bFunction\s*\(|\bwith\s*\(/);
    expect(renderTemplate('{{ a }}', { a: 'ok' })).toBe('ok');
  });

  test('renders a large template quickly', () => {
    const value = { user: { name: 'Ada & Bob' }, n: 7 };
    const template = 'Hello {{ user.name }} #{{ n }}; '.repeat(20000);
    const started = Date.now();
    const result = renderTemplate(template, value);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toBe('Hello Ada &amp; Bob #7; '.repeat(20000));
  });
});
