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

describe('specificity: hidden cases', () => {
  test('treats the legacy single-colon pseudo-elements as pseudo-elements', () => {
    expect(specificity('p:before')).toEqual([0, 0, 2]);
    expect(specificity('p:after')).toEqual([0, 0, 2]);
    expect(specificity('p:first-letter')).toEqual([0, 0, 2]);
    expect(specificity('p:first-line')).toEqual([0, 0, 2]);
    expect(specificity('p:first-child')).toEqual([0, 1, 1]);
  });

  test('counts other functional pseudo-classes once, ignoring their argument', () => {
    expect(specificity('li:nth-child(2n+1)')).toEqual([0, 1, 1]);
    expect(specificity(':lang(en)')).toEqual([0, 1, 0]);
    expect(specificity('p:nth-of-type(2)')).toEqual([0, 1, 1]);
    expect(specificity(':dir(rtl) .x')).toEqual([0, 2, 0]);
  });

  test('adds the selector of :nth-child(… of S) to the pseudo-class', () => {
    expect(specificity('li:nth-child(2n + 1 of .important)')).toEqual([0, 2, 1]);
    expect(specificity(':nth-last-child(odd of #x, p)')).toEqual([1, 1, 0]);
    expect(specificity(':nth-child(even)')).toEqual([0, 1, 0]);
  });

  test('handles nested logical pseudo-classes', () => {
    expect(specificity(':is(:not(#a), .b)')).toEqual([1, 0, 0]);
    expect(specificity(':not(:where(#a))')).toEqual([0, 0, 0]);
    expect(specificity(':has(:is(#a .b))')).toEqual([1, 1, 0]);
    expect(specificity(':is(div, :where(#x))')).toEqual([0, 0, 1]);
    expect(specificity('a:not(:hover):not(.active)')).toEqual([0, 2, 1]);
  });

  test('compares the arguments as whole specificities, not per column', () => {
    expect(specificity(':is(#a, .b.c.d.e, p p p p p)')).toEqual([1, 0, 0]);
    expect(specificity(':is(.a .b, div.c)')).toEqual([0, 2, 0]);
    expect(specificity(':not(a b c, .x)')).toEqual([0, 1, 0]);
  });

  test('accepts relative selectors in :has()', () => {
    expect(specificity(':has(+ .a, ~ #b)')).toEqual([1, 0, 0]);
    expect(specificity('li:has(> a[href])')).toEqual([0, 1, 2]);
  });

  test('counts repeated simple selectors every time', () => {
    expect(specificity('.a.a.a')).toEqual([0, 3, 0]);
    expect(specificity('#a#a')).toEqual([2, 0, 0]);
    expect(specificity('div div div div div div div div div div div')).toEqual([0, 0, 11]);
  });

  test('reads escaped characters as part of a name', () => {
    expect(specificity('.md\\:flex')).toEqual([0, 1, 0]);
    expect(specificity('.hover\\:bg-red:hover')).toEqual([0, 2, 0]);
    expect(specificity('.w-1\\/2 > .p-4')).toEqual([0, 2, 0]);
  });

  test('reads attribute selectors with values, quotes and flags', () => {
    expect(specificity('[data-x="a]b"]')).toEqual([0, 1, 0]);
    expect(specificity("a[href$='.pdf' i]")).toEqual([0, 1, 1]);
    expect(specificity('[ title ]')).toEqual([0, 1, 0]);
    expect(specificity('[lang|=en][dir=rtl]')).toEqual([0, 2, 0]);
    expect(specificity('[data-x="(:is(#a))"]')).toEqual([0, 1, 0]);
  });

  test('counts pseudo-elements with arguments once', () => {
    expect(specificity('::part(label)')).toEqual([0, 0, 1]);
    expect(specificity('my-el::part(a):hover')).toEqual([0, 1, 2]);
    expect(specificity('::highlight(search-result)')).toEqual([0, 0, 1]);
  });

  test('is case-insensitive for pseudo-class names', () => {
    expect(specificity('A:HOVER')).toEqual([0, 1, 1]);
    expect(specificity(':WHERE(#a)')).toEqual([0, 0, 0]);
    expect(specificity(':Is(#a)')).toEqual([1, 0, 0]);
    expect(specificity('P:BEFORE')).toEqual([0, 0, 2]);
  });

  test('tolerates whitespace around combinators and arguments', () => {
    expect(specificity('  div   >   p  ')).toEqual([0, 0, 2]);
    expect(specificity('a>b+c~d')).toEqual([0, 0, 4]);
    expect(specificity(':is( .a ,  #b )')).toEqual([1, 0, 0]);
    expect(specificity('ul\n\tli')).toEqual([0, 0, 2]);
  });

  test('accepts hyphenated and custom names', () => {
    expect(specificity('my-element.is-active')).toEqual([0, 1, 1]);
    expect(specificity('.-x')).toEqual([0, 1, 0]);
    expect(specificity('#--y')).toEqual([1, 0, 0]);
    expect(specificity('.ü')).toEqual([0, 1, 0]);
  });

  test('rejects invalid selectors with a SyntaxError', () => {
    const bad = ['', '   ', '.', '#', '[x', '[]', 'a,b', ':is(a', ':is()', 'div)', '> a', 'a >', 'a + + b', '.1a', '[x=]', ':is(> a)', '*div', '[x]div', ':', '::', 'a:not(', 'a b c,', 'a!b', '[x="y]'];
    for (const selector of bad) {
      expect(() => specificity(selector)).toThrow(SyntaxError);
    }
    expect(specificity('a b c')).toEqual([0, 0, 3]);
  });

  test('throws a TypeError for a selector that is not a string', () => {
    for (const bad of [null, undefined, 42, ['div']]) {
      expect(() => specificity(bad)).toThrow(TypeError);
    }
    expect(specificity('#x')).toEqual([1, 0, 0]);
  });
});

describe('compareSpecificity: hidden cases', () => {
  test('never lets many classes beat one id', () => {
    expect(compareSpecificity(specificity('.a.b.c.d.e.f.g.h.i.j.k'), specificity('#x'))).toBe(-1);
    expect(compareSpecificity(specificity('#x'), specificity('.a.b.c.d.e.f.g.h.i.j.k'))).toBe(1);
    expect(compareSpecificity([0, 0, 12], [0, 1, 0])).toBe(-1);
  });

  test('sorts selectors by specificity', () => {
    const selectors = ['#a', 'div', '.b', 'div.b', ':where(#z)', '#a .b', 'ul li'];
    const sorted = [...selectors].sort((x, y) => compareSpecificity(specificity(x), specificity(y)));
    expect(sorted).toEqual([':where(#z)', 'div', 'ul li', '.b', 'div.b', '#a', '#a .b']);
  });
});
