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
});
