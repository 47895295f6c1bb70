const plain = (text) => ({ text, match: false });
const mark = (text) => ({ text, match: true });

describe('highlight', () => {
  test('marks one term', () => {
    expect(highlight('Hello world', ['world'])).toEqual([plain('Hello '), mark('world')]);
  });

  test('matches case-insensitively and keeps the original case', () => {
    expect(highlight('React and REACT', ['react'])).toEqual([mark('React'), plain(' and '), mark('REACT')]);
  });

  test('marks several terms', () => {
    expect(highlight('the quick brown fox', ['fox', 'quick'])).toEqual([
      plain('the '),
      mark('quick'),
      plain(' brown '),
      mark('fox'),
    ]);
  });

  test('overlapping matches of different terms merge into one segment', () => {
    expect(highlight('javascript!', ['vasc', 'java', 'script'])).toEqual([mark('javascript'), plain('!')]);
  });

  test('touching matches merge too', () => {
    expect(highlight('JavaScript and TypeScript', ['script', 'type'])).toEqual([
      plain('Java'),
      mark('Script'),
      plain(' and '),
      mark('TypeScript'),
    ]);
  });

  test('no match gives one plain segment', () => {
    expect(highlight('nothing here', ['xyz'])).toEqual([plain('nothing here')]);
    expect(highlight('nothing here', [])).toEqual([plain('nothing here')]);
  });

  test('overlapping occurrences of the same term are all found', () => {
    expect(highlight('aaa', ['aa'])).toEqual([mark('aaa')]);
    expect(highlight('xabababx', ['aba'])).toEqual([plain('x'), mark('ababa'), plain('bx')]);
  });

  test('terms are literal text, not regular expressions', () => {
    expect(highlight('a+b (c) [x] a.b', ['a+b', '(c)', '[', '.'])).toEqual([
      mark('a+b'),
      plain(' '),
      mark('(c)'),
      plain(' '),
      mark('['),
      plain('x] a'),
      mark('.'),
      plain('b'),
    ]);
    expect(highlight('axb', ['a.b'])).toEqual([plain('axb')]);
  });

  test('an empty text gives no segments', () => {
    expect(highlight('', ['a'])).toEqual([]);
  });

  test('empty terms are ignored', () => {
    expect(highlight('abc', [''])).toEqual([plain('abc')]);
    expect(highlight('abc', ['', 'b', ''])).toEqual([plain('a'), mark('b'), plain('c')]);
  });

  test('matches at the very start and end', () => {
    expect(highlight('abcab', ['ab'])).toEqual([mark('ab'), plain('c'), mark('ab')]);
  });

  test('the whole text can be one match', () => {
    expect(highlight('Hello', ['HELLO'])).toEqual([mark('Hello')]);
  });

  test('a term longer than the text matches nothing', () => {
    expect(highlight('ab', ['abc'])).toEqual([plain('ab')]);
  });

  test('a term inside another term', () => {
    expect(highlight('disbelieved', ['lie', 'believe'])).toEqual([plain('dis'), mark('believe'), plain('d')]);
  });

  test('upper-case terms and duplicate terms', () => {
    expect(highlight('Go go GO', ['GO', 'go'])).toEqual([mark('Go'), plain(' '), mark('go'), plain(' '), mark('GO')]);
  });

  test('does not modify the terms', () => {
    const terms = ['b', 'a', ''];
    expect(highlight('abc', terms)).toEqual([mark('ab'), plain('c')]);
    expect(terms).toEqual(['b', 'a', '']);
  });

  test('segments alternate, are never empty and join back to the text', () => {
    const words = ['lorem', 'Ipsum', 'dolor', 'sit', 'AMET', 'or'];
    let text = '';
    for (let i = 0; i < 300; i++) text += words[(i * 7) % words.length] + (i % 5 === 0 ? '' : ' ');
    const segments = highlight(text, ['or', 'ipsum', 'it a']);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    for (let i = 0; i < segments.length; i++) {
      expect(segments[i].text.length).toBeGreaterThan(0);
      if (i > 0) expect(segments[i].match).toBe(!segments[i - 1].match);
    }
    const marked = segments.filter((s) => s.match).map((s) => s.text.toLowerCase());
    expect(marked.every((m) => /or|ipsum|it a/.test(m))).toBe(true);
  });
});
