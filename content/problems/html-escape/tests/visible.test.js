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
});
