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

  test('gives the same result in either order', () => {
    expect(addBigNumbers('1', '999999999999999999999')).toBe('1000000000000000000000');
    expect(addBigNumbers('999999999999999999999', '1')).toBe('1000000000000000000000');
    expect(addBigNumbers('12', '3456789')).toBe(addBigNumbers('3456789', '12'));
  });

  test('propagates carries through the middle and into a new digit', () => {
    expect(addBigNumbers('4999', '5001')).toBe('10000');
    expect(addBigNumbers('1999999999999999999999', '8000000000000000000001')).toBe('10000000000000000000000');
    expect(addBigNumbers('95', '5')).toBe('100');
    expect(addBigNumbers('9', '9')).toBe('18');
  });

  test('adds without any carry', () => {
    expect(addBigNumbers('1234', '4321')).toBe('5555');
    expect(addBigNumbers('100000000000000000000', '23')).toBe('100000000000000000023');
  });

  test('adding zero returns the other number without leading zeros', () => {
    expect(addBigNumbers('0', '18446744073709551616')).toBe('18446744073709551616');
    expect(addBigNumbers('000', '000')).toBe('0');
    expect(addBigNumbers('0000123', '0')).toBe('123');
    expect(addBigNumbers('0', '0000000000000000000000000001')).toBe('1');
  });

  test('matches exact arithmetic on generated numbers', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const digits = (length) => {
      let s = '';
      for (let i = 0; i < length; i++) s += Math.floor(random() * 10);
      return s;
    };
    for (let n = 0; n < 300; n++) {
      const a = digits(1 + Math.floor(random() * 60));
      const b = random() < 0.2 ? '9'.repeat(1 + Math.floor(random() * 30)) : digits(1 + Math.floor(random() * 60));
      expect(addBigNumbers(a, b)).toBe((BigInt(a) + BigInt(b)).toString());
    }
  });

  test('rejects malformed strings', () => {
    for (const bad of ['', '-1', '1.5', ' 12', '12 ', '1e3', '+1', '0x1f', '1_000', '١٢', 'abc', '12a']) {
      expect(() => addBigNumbers(bad, '1')).toThrow(TypeError);
      expect(() => addBigNumbers('1', bad)).toThrow(TypeError);
    }
    expect(addBigNumbers('1', '1')).toBe('2');
  });

  test('rejects values that are not strings', () => {
    for (const bad of [12, 12n, null, undefined, ['1'], { toString: () => '1' }]) {
      expect(() => addBigNumbers(bad, '1')).toThrow(TypeError);
      expect(() => addBigNumbers('1', bad)).toThrow(TypeError);
    }
    expect(addBigNumbers('2', '2')).toBe('4');
  });

  test('does not use BigInt', () => {
    expect(String(addBigNumbers)).not.toMatch(/BigInt|\b\d+n\b/);
    const original = globalThis.BigInt;
    globalThis.BigInt = () => {
      throw new Error('BigInt is not allowed');
    };
    try {
      expect(addBigNumbers('18446744073709551615', '18446744073709551617')).toBe('36893488147419103232');
    } finally {
      globalThis.BigInt = original;
    }
  });

  test('adds numbers with hundreds of thousands of digits quickly', () => {
    const a = '123456789'.repeat(30000);
    const b = '987654321'.repeat(30000);
    const started = Date.now();
    const sum = addBigNumbers(a, b);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(sum).toHaveLength(270001);
    expect(sum.slice(0, 20)).toBe('11111111111111111111');
    expect(sum.slice(-9)).toBe('111111110');
    expect(addBigNumbers('9'.repeat(200000), '1')).toBe(`1${'0'.repeat(200000)}`);
  });
});
