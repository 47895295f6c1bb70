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

  test('the window keeps the part after the repeat', () => {
    expect(lengthOfLongestSubstring('dvdf')).toBe(3);
    expect(lengthOfLongestSubstring('anviaj')).toBe(5);
  });

  test('single characters and all-distinct strings', () => {
    expect(lengthOfLongestSubstring(' ')).toBe(1);
    expect(lengthOfLongestSubstring('au')).toBe(2);
    expect(lengthOfLongestSubstring('abcdefg')).toBe(7);
  });

  test('the longest run at the end', () => {
    expect(lengthOfLongestSubstring('aab')).toBe(2);
    expect(lengthOfLongestSubstring('aaabcdef')).toBe(6);
  });

  test('case, spaces and symbols are characters', () => {
    expect(lengthOfLongestSubstring('aA')).toBe(2);
    expect(lengthOfLongestSubstring('a b c')).toBe(3);
    expect(lengthOfLongestSubstring('{[()]}{')).toBe(6);
  });

  test('non-ASCII characters', () => {
    expect(lengthOfLongestSubstring('你好你们好')).toBe(3);
    expect(lengthOfLongestSubstring('ééé')).toBe(1);
  });

  test('matches a brute-force check on many small strings', () => {
    let seed = 8;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const brute = (s) => {
      let best = 0;
      for (let i = 0; i < s.length; i++) {
        const seen = new Set();
        for (let j = i; j < s.length && !seen.has(s[j]); j++) {
          seen.add(s[j]);
          best = Math.max(best, j - i + 1);
        }
      }
      return best;
    };
    let mismatches = 0;
    for (let round = 0; round < 400; round++) {
      let s = '';
      const length = random(15);
      for (let i = 0; i < length; i++) s += 'abcde'[random(5)];
      if (lengthOfLongestSubstring(s) !== brute(s)) mismatches += 1;
    }
    expect(mismatches).toBe(0);
  });

  test('runs in linear time on a long string with a long answer', () => {
    const period = 4000;
    const parts = [];
    for (let i = 0; i < 200000; i++) parts.push(String.fromCharCode(0x4e00 + (i % period)));
    const str = parts.join('');
    expect(lengthOfLongestSubstring(str)).toBe(period);
    // a break in the middle: one run of period + 1 distinct characters
    const broken = str.slice(0, 100000) + String.fromCharCode(0x3000) + str.slice(100000);
    expect(lengthOfLongestSubstring(broken)).toBe(period + 1);
  });
});
