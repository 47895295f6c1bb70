describe('addBigNumbers', () => {
  test('adds small numbers with carries', () => {
    expect(addBigNumbers('1', '2')).toBe('3');
    expect(addBigNumbers('123', '877')).toBe('1000');
  });

  test('adds numbers of different lengths', () => {
    expect(addBigNumbers('99999', '1')).toBe('100000');
    expect(addBigNumbers('5', '12345')).toBe('12350');
  });

  test('stays exact beyond Number.MAX_SAFE_INTEGER', () => {
    expect(addBigNumbers('9007199254740993', '1')).toBe('9007199254740994');
    expect(addBigNumbers('12345678901234567890', '98765432109876543210')).toBe('111111111011111111100');
  });

  test('handles zeros and leading zeros', () => {
    expect(addBigNumbers('0', '0')).toBe('0');
    expect(addBigNumbers('007', '0003')).toBe('10');
  });

  test('adds numbers with many digits', () => {
    expect(addBigNumbers('9'.repeat(50), '1')).toBe(`1${'0'.repeat(50)}`);
  });

  test('throws a TypeError for input that is not a digit string', () => {
    expect(() => addBigNumbers('12', '-3')).toThrow(TypeError);
    expect(() => addBigNumbers('1.5', '1')).toThrow(TypeError);
  });
});
