describe('renderInline', () => {
  test('bold, italic and code', () => {
    expect(renderInline('**bold**, *italic* and `code`')).toBe(
      '<strong>bold</strong>, <em>italic</em> and <code>code</code>',
    );
  });

  test('links', () => {
    expect(renderInline('see [the docs](https://example.com/docs)')).toBe(
      'see <a href="https://example.com/docs">the docs</a>',
    );
  });

  test('escapes HTML in the text', () => {
    expect(renderInline('<script>alert("x")</script> & more')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more',
    );
  });

  test('nothing is formatted inside code, and code is escaped', () => {
    expect(renderInline('`**not bold** <b>`')).toBe('<code>**not bold** &lt;b&gt;</code>');
  });

  test('rejects javascript: links but keeps their text', () => {
    expect(renderInline('[click](javascript:steal)')).toBe('click');
  });

  test('emphasis can nest', () => {
    expect(renderInline('**bold *and italic* text**')).toBe('<strong>bold <em>and italic</em> text</strong>');
  });

  test('italic around bold and formatting inside link text', () => {
    expect(renderInline('*a **b** c*')).toBe('<em>a <strong>b</strong> c</em>');
    expect(renderInline('[**Home** page](/)')).toBe('<a href="/"><strong>Home</strong> page</a>');
    expect(renderInline('**[x](/y)**')).toBe('<strong><a href="/y">x</a></strong>');
  });

  test('markers inside code spans do not close emphasis', () => {
    expect(renderInline('*a `*` b*')).toBe('<em>a <code>*</code> b</em>');
    expect(renderInline('**a `**` b**')).toBe('<strong>a <code>**</code> b</strong>');
  });

  test('unclosed markers stay literal', () => {
    expect(renderInline('2 * 3 = 6')).toBe('2 * 3 = 6');
    expect(renderInline('**not closed')).toBe('**not closed');
    expect(renderInline('a `tick')).toBe('a `tick');
    expect(renderInline('[text] (no link) [x](has space)')).toBe('[text] (no link) [x](has space)');
  });

  test('empty markers stay literal', () => {
    expect(renderInline('****')).toBe('****');
    expect(renderInline('a ** b')).toBe('a ** b');
    expect(renderInline('``')).toBe('``');
  });

  test('link URLs are escaped for the attribute', () => {
    expect(renderInline('[q](/search?a=1&b="2")')).toBe('<a href="/search?a=1&amp;b=&quot;2&quot;">q</a>');
  });

  test('javascript: is rejected in any letter case and with leading control characters', () => {
    expect(renderInline('[a](JavaScript:x)')).toBe('a');
    expect(renderInline('[a](\u0001javascript:x)')).toBe('a');
    expect(renderInline('[b](vbscript:x) [c](data:text/html,x)')).toBe('b c');
    expect(renderInline('[**bold**](javascript:x)')).toBe('<strong>bold</strong>');
  });

  test('a URL containing a parenthesis ends at the first )', () => {
    expect(renderInline('[x](javascript:alert(1))')).toBe('x)');
    expect(renderInline('[x](/a(b)')).toBe('<a href="/a(b">x</a>');
  });

  test('other schemes and relative URLs are allowed', () => {
    expect(renderInline('[m](mailto:me@example.com) [r](../up) [h](#top)')).toBe(
      '<a href="mailto:me@example.com">m</a> <a href="../up">r</a> <a href="#top">h</a>',
    );
  });

  test('plain text and the empty string', () => {
    expect(renderInline('')).toBe('');
    expect(renderInline("it's plain")).toBe('it&#39;s plain');
  });

  test('HTML inside emphasis and link text is escaped too', () => {
    expect(renderInline('*<i>*')).toBe('<em>&lt;i&gt;</em>');
    expect(renderInline('[<img src=x onerror=alert(1)>](/x)')).toBe(
      '<a href="/x">&lt;img src=x onerror=alert(1)&gt;</a>',
    );
  });
});
