describe('escapeHtml', () => {
  test('escapes &, < and >', () => {
    expect(escapeHtml('<b>Tom & Jerry</b>')).toBe('&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;');
  });

  test('leaves quotes and other characters alone in text', () => {
    expect(escapeHtml(`He said "hi" and 'bye' — ok`)).toBe(`He said "hi" and 'bye' — ok`);
  });
});

describe('escapeAttribute', () => {
  test('also escapes both quotes', () => {
    expect(escapeAttribute(`" onmouseover="alert(1)`)).toBe('&quot; onmouseover=&quot;alert(1)');
    expect(escapeAttribute(`it's <ok> & "fine"`)).toBe('it&#39;s &lt;ok&gt; &amp; &quot;fine&quot;');
  });
});

describe('unescapeHtml', () => {
  test('decodes the named entities', () => {
    expect(unescapeHtml('&lt;p&gt; &amp; &quot;x&quot; &apos;y&apos;')).toBe(`<p> & "x" 'y'`);
  });

  test('decodes decimal and hexadecimal references', () => {
    expect(unescapeHtml('&#65;&#x42;&#X43;')).toBe('ABC');
    expect(unescapeHtml('smile &#128512;')).toBe('smile 😀');
  });

  test('round-trips escaped text', () => {
    const text = `<a href="x?a=1&b=2">it's</a>`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml(escapeAttribute(text))).toBe(text);
  });

  test('decodes in a single pass', () => {
    expect(unescapeHtml('&amp;lt;')).toBe('&lt;');
    expect(unescapeHtml('&amp;#65;')).toBe('&#65;');
  });

  test('keeps unknown and wrongly-cased names as they are', () => {
    expect(unescapeHtml('&copy; &foo; &AMP; &Lt;')).toBe('&copy; &foo; &AMP; &Lt;');
  });

  test('keeps references without a semicolon or without digits', () => {
    expect(unescapeHtml('&amp &#65 & &#; &#x; &#xZ;')).toBe('&amp &#65 & &#; &#x; &#xZ;');
  });

  test('decodes &nbsp; to a no-break space', () => {
    expect(unescapeHtml('a&nbsp;b')).toBe('a\u00A0b');
  });

  test('replaces invalid code points with U+FFFD', () => {
    expect(unescapeHtml('&#0;')).toBe('\uFFFD');
    expect(unescapeHtml('&#xD800;')).toBe('\uFFFD');
    expect(unescapeHtml('&#x110000;')).toBe('\uFFFD');
    expect(unescapeHtml('&#99999999999;')).toBe('\uFFFD');
  });

  test('accepts leading zeros and lower-case hex digits', () => {
    expect(unescapeHtml('&#0065;&#x4a;&#x1F600;')).toBe('AJ😀');
  });

  test('leaves text without entities unchanged', () => {
    expect(unescapeHtml('')).toBe('');
    expect(unescapeHtml('plain text; a & b')).toBe('plain text; a & b');
  });
});

describe('escaping, hidden cases', () => {
  test('escapes & first, so existing entities are escaped once', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
    expect(escapeAttribute('&quot;')).toBe('&amp;quot;');
  });

  test('converts non-strings with String()', () => {
    expect(escapeHtml(42)).toBe('42');
    expect(escapeAttribute(true)).toBe('true');
    expect(unescapeHtml(7)).toBe('7');
  });

  test('empty strings', () => {
    expect(escapeHtml('')).toBe('');
    expect(escapeAttribute('')).toBe('');
  });

  test('escapes every occurrence', () => {
    expect(escapeHtml('<<&&>>')).toBe('&lt;&lt;&amp;&amp;&gt;&gt;');
    expect(escapeAttribute(`''""`)).toBe('&#39;&#39;&quot;&quot;');
  });
});
