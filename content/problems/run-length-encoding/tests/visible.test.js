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
});
