describe('lengthOfLongestSubstring', () => {
  test('a repeating pattern', () => {
    expect(lengthOfLongestSubstring('abcabcbb')).toBe(3);
  });

  test('one repeated character', () => {
    expect(lengthOfLongestSubstring('bbbbb')).toBe(1);
  });

  test('the substring must be contiguous', () => {
    expect(lengthOfLongestSubstring('pwwkew')).toBe(3);
  });

  test('the window never moves backwards', () => {
    expect(lengthOfLongestSubstring('abba')).toBe(2);
  });

  test('the empty string', () => {
    expect(lengthOfLongestSubstring('')).toBe(0);
  });
});
