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
});
