const garden = ['sun', 'sunflower', 'flower', 'flowers', 'seed', 'eed', 's'];

describe('wordBreak', () => {
  test('a string made of dictionary words', () => {
    expect(wordBreak('sunflowerseed', garden)).toBe(true);
    expect(wordBreak('seedsun', garden)).toBe(true);
  });

  test('a string that cannot be split', () => {
    expect(wordBreak('sunflowerpot', garden)).toBe(false);
    expect(wordBreak('flow', garden)).toBe(false);
  });

  test('words can be used more than once', () => {
    expect(wordBreak('sunsunsun', ['sun'])).toBe(true);
  });
});

describe('wordBreakAll', () => {
  test('every segmentation, shorter first word first', () => {
    expect(wordBreakAll('sunflowerseed', garden)).toEqual([
      ['sun', 'flower', 's', 'eed'],
      ['sun', 'flower', 'seed'],
      ['sun', 'flowers', 'eed'],
      ['sunflower', 's', 'eed'],
      ['sunflower', 'seed'],
    ]);
  });

  test('no segmentation gives an empty list', () => {
    expect(wordBreakAll('sunflowerpot', garden)).toEqual([]);
  });

  test('the empty string has exactly one segmentation: no words', () => {
    expect(wordBreak('', garden)).toBe(true);
    expect(wordBreakAll('', garden)).toEqual([[]]);
  });
});
