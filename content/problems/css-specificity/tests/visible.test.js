describe('specificity', () => {
  test('counts ids, classes and types', () => {
    expect(specificity('div')).toEqual([0, 0, 1]);
    expect(specificity('.btn')).toEqual([0, 1, 0]);
    expect(specificity('#main')).toEqual([1, 0, 0]);
    expect(specificity('ul li a')).toEqual([0, 0, 3]);
    expect(specificity('#nav .item > a:hover')).toEqual([1, 2, 1]);
  });

  test('counts attributes, pseudo-classes and pseudo-elements', () => {
    expect(specificity('input[type="text"]:focus')).toEqual([0, 2, 1]);
    expect(specificity('p::first-line')).toEqual([0, 0, 2]);
    expect(specificity('a:hover::before')).toEqual([0, 1, 2]);
  });

  test('gives nothing to the universal selector and combinators', () => {
    expect(specificity('*')).toEqual([0, 0, 0]);
    expect(specificity('* > * + *')).toEqual([0, 0, 0]);
    expect(specificity('div ~ *')).toEqual([0, 0, 1]);
  });

  test('takes the most specific argument of :is(), :not() and :has()', () => {
    expect(specificity(':is(#a, .b) span')).toEqual([1, 0, 1]);
    expect(specificity('a:not(.x, .y.z)')).toEqual([0, 2, 1]);
    expect(specificity('section:has(> img)')).toEqual([0, 0, 2]);
  });

  test('gives :where() zero specificity', () => {
    expect(specificity(':where(#a .b) p')).toEqual([0, 0, 1]);
  });

  test('throws a SyntaxError for an invalid selector', () => {
    expect(() => specificity('div >')).toThrow(SyntaxError);
    expect(() => specificity('#')).toThrow(SyntaxError);
  });
});

describe('compareSpecificity', () => {
  test('compares ids first, then classes, then types', () => {
    expect(compareSpecificity([1, 0, 0], [0, 10, 10])).toBe(1);
    expect(compareSpecificity([0, 1, 1], [0, 1, 1])).toBe(0);
    expect(compareSpecificity([0, 1, 0], [0, 1, 1])).toBe(-1);
  });
});
