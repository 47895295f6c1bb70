describe('run-length encoding', () => {
  test('rleEncode writes each run as a character and its count', () => {
    expect(rleEncode('aaaabbbcca')).toBe('a4b3c2a1');
    expect(rleEncode('abc')).toBe('a1b1c1');
  });

  test('rleEncode writes counts of several digits', () => {
    expect(rleEncode('x'.repeat(12))).toBe('x12');
    expect(rleEncode(`${'a'.repeat(100)}b`)).toBe('a100b1');
  });

  test('rleDecode expands each run', () => {
    expect(rleDecode('a4b3c2a1')).toBe('aaaabbbcca');
    expect(rleDecode('x12')).toBe('x'.repeat(12));
  });

  test('the empty string encodes and decodes to itself', () => {
    expect(rleEncode('')).toBe('');
    expect(rleDecode('')).toBe('');
  });

  test('rleEncode throws a RangeError for digits', () => {
    expect(() => rleEncode('room 101')).toThrow(RangeError);
  });

  test('rleDecode throws a SyntaxError for malformed input', () => {
    expect(() => rleDecode('a3b')).toThrow(SyntaxError);
    expect(() => rleDecode('3a')).toThrow(SyntaxError);
  });

  test('decoding an encoding gives the text back', () => {
    const text = 'Hello,   world!!!\n\n';
    expect(rleDecode(rleEncode(text))).toBe(text);
  });

  test('rleEncode groups neighbouring characters only, case-sensitively', () => {
    expect(rleEncode('aabaa')).toBe('a2b1a2');
    expect(rleEncode('aAaA')).toBe('a1A1a1A1');
    expect(rleEncode('z')).toBe('z1');
  });

  test('rleEncode handles spaces, punctuation and newlines', () => {
    expect(rleEncode('  \n\n--!')).toBe(' 2\n2-2!1');
    expect(rleEncode('\t\t\r\n')).toBe('\t2\r1\n1');
  });

  test('rleEncode counts Unicode code points, not UTF-16 units', () => {
    expect(rleEncode('😀😀😀')).toBe('😀3');
    expect(rleEncode('中中文')).toBe('中2文1');
    expect(rleEncode('😀😁😁')).toBe('😀1😁2');
    expect(rleEncode('éé')).toBe('é2');
  });

  test('rleDecode handles Unicode characters and punctuation', () => {
    expect(rleDecode('😀3中2')).toBe('😀😀😀中中');
    expect(rleDecode('😀1😁2')).toBe('😀😁😁');
    expect(rleDecode('-3>1')).toBe('--->');
    expect(rleDecode(' 2\n2')).toBe('  \n\n');
  });

  test('rleDecode accepts neighbouring runs of the same character', () => {
    expect(rleDecode('a1a2')).toBe('aaa');
    expect(rleDecode('b10b1')).toBe('b'.repeat(11));
  });

  test('rleDecode reads every digit of a count', () => {
    expect(rleDecode('a100b1')).toBe(`${'a'.repeat(100)}b`);
    expect(rleDecode('z1234')).toHaveLength(1234);
    expect(rleDecode('q10r20')).toBe('q'.repeat(10) + 'r'.repeat(20));
  });

  test('rleEncode rejects every ASCII digit', () => {
    for (const digit of '0123456789') {
      expect(() => rleEncode(`ab${digit}`)).toThrow(RangeError);
    }
    expect(() => rleEncode('7')).toThrow(RangeError);
    expect(rleEncode('ab')).toBe('a1b1');
  });

  test('rleDecode rejects a character without a count', () => {
    for (const bad of ['a', 'ab2', 'a3b', 'a3bc4', '😀']) {
      expect(() => rleDecode(bad)).toThrow(SyntaxError);
    }
    expect(rleDecode('a3b1')).toBe('aaab');
  });

  test('rleDecode rejects a count without a character, zero and leading zeros', () => {
    for (const bad of ['12', '3a', '1a1', 'a0', 'a03', 'a1b00', 'a2 0']) {
      expect(() => rleDecode(bad)).toThrow(SyntaxError);
    }
    expect(rleDecode('a10')).toBe('aaaaaaaaaa');
  });

  test('round-trips generated texts', () => {
    const alphabet = ['a', 'b', 'B', ' ', '\n', '😀', '中', '-', '%'];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let n = 0; n < 200; n++) {
      let text = '';
      const length = Math.floor(random() * 40);
      for (let i = 0; i < length; i++) {
        text += alphabet[Math.floor(random() * alphabet.length)].repeat(1 + Math.floor(random() * 12));
      }
      const encoded = rleEncode(text);
      expect(encoded).toMatch(/^(?:\D[1-9]\d*)*$/u);
      expect(rleDecode(encoded)).toBe(text);
    }
  });

  test('handles long inputs quickly', () => {
    const started = Date.now();
    expect(rleEncode('a'.repeat(1000000))).toBe('a1000000');
    const alternating = 'ab'.repeat(100000);
    const encoded = rleEncode(alternating);
    expect(encoded).toBe('a1b1'.repeat(100000));
    expect(rleDecode(encoded)).toBe(alternating);
    expect(rleDecode('a1000000b1000000')).toHaveLength(2000000);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
