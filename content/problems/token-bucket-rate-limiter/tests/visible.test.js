describe('TokenBucket', () => {
  const START = 1700000000000;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(START);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  test('starts full', () => {
    const bucket = new TokenBucket(3, 1);
    expect(bucket.tryRemove()).toBe(true);
    expect(bucket.tryRemove()).toBe(true);
    expect(bucket.tryRemove()).toBe(true);
    expect(bucket.tryRemove()).toBe(false);
  });

  test('refills over time', () => {
    const bucket = new TokenBucket(2, 1);
    bucket.tryRemove();
    bucket.tryRemove();
    expect(bucket.tryRemove()).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(bucket.tryRemove()).toBe(true);
    expect(bucket.tryRemove()).toBe(false);
  });

  test('never holds more than its capacity', () => {
    const bucket = new TokenBucket(3, 5);
    jest.advanceTimersByTime(60000);
    expect(bucket.availableTokens()).toBe(3);
    expect(bucket.tryRemove(3)).toBe(true);
    expect(bucket.tryRemove()).toBe(false);
  });

  test('refills continuously, not only in whole seconds', () => {
    const bucket = new TokenBucket(3, 2);
    expect(bucket.tryRemove(3)).toBe(true);
    jest.advanceTimersByTime(500);
    expect(bucket.availableTokens()).toBeCloseTo(1);
    expect(bucket.tryRemove()).toBe(true);
    expect(bucket.tryRemove()).toBe(false);
  });

  test('tryRemove(count) takes several tokens, or none at all', () => {
    const bucket = new TokenBucket(5, 1);
    expect(bucket.tryRemove(4)).toBe(true);
    expect(bucket.tryRemove(2)).toBe(false);
    expect(bucket.availableTokens()).toBeCloseTo(1);
    expect(bucket.tryRemove(1)).toBe(true);
  });
});
