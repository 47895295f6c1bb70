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

  test('availableTokens reports fractional tokens', () => {
    const bucket = new TokenBucket(10, 4);
    expect(bucket.availableTokens()).toBe(10);
    expect(bucket.tryRemove(10)).toBe(true);
    jest.advanceTimersByTime(250);
    expect(bucket.availableTokens()).toBeCloseTo(1);
    jest.advanceTimersByTime(125);
    expect(bucket.availableTokens()).toBeCloseTo(1.5);
    expect(bucket.tryRemove(2)).toBe(false);
    expect(bucket.availableTokens()).toBeCloseTo(1.5);
  });

  test('reads the clock with Date.now: moving the system time alone refills', () => {
    const bucket = new TokenBucket(5, 1);
    expect(bucket.tryRemove(5)).toBe(true);
    jest.setSystemTime(START + 3000); // no timer runs
    expect(bucket.availableTokens()).toBeCloseTo(3);
    expect(bucket.tryRemove(3)).toBe(true);
    expect(bucket.tryRemove()).toBe(false);
  });

  test('frequent calls do not lose the fractional progress', () => {
    // 5 tokens per second: one token every 200 ms, even when asked every 100 ms
    const bucket = new TokenBucket(1, 5);
    expect(bucket.tryRemove()).toBe(true);
    let allowed = 0;
    for (let i = 0; i < 20; i++) {
      jest.advanceTimersByTime(100);
      if (bucket.tryRemove()) allowed++;
    }
    expect(allowed).toBe(10);
  });

  test('a failed tryRemove does not consume anything', () => {
    const bucket = new TokenBucket(4, 0);
    expect(bucket.tryRemove(3)).toBe(true);
    expect(bucket.tryRemove(2)).toBe(false);
    expect(bucket.tryRemove(2)).toBe(false);
    expect(bucket.availableTokens()).toBe(1);
    expect(bucket.tryRemove()).toBe(true);
    expect(bucket.availableTokens()).toBe(0);
  });

  test('asking for more than the capacity never succeeds', () => {
    const bucket = new TokenBucket(3, 10);
    expect(bucket.tryRemove(4)).toBe(false);
    jest.advanceTimersByTime(100000);
    expect(bucket.tryRemove(4)).toBe(false);
    expect(bucket.tryRemove(3)).toBe(true);
  });

  test('a refill rate of 0 never refills', () => {
    const bucket = new TokenBucket(2, 0);
    expect(bucket.tryRemove(2)).toBe(true);
    jest.advanceTimersByTime(3600000);
    expect(bucket.tryRemove()).toBe(false);
    expect(bucket.availableTokens()).toBe(0);
  });

  test('a burst after a long idle period is limited to the capacity', () => {
    const bucket = new TokenBucket(5, 10);
    for (let i = 0; i < 5; i++) bucket.tryRemove();
    jest.advanceTimersByTime(60000);
    let allowed = 0;
    for (let i = 0; i < 20; i++) if (bucket.tryRemove()) allowed++;
    expect(allowed).toBe(5);
  });

  test('the long-run rate equals the refill rate', () => {
    const bucket = new TokenBucket(10, 20);
    let allowed = 0;
    // try every 10 ms from 10 ms to 5 s: the full bucket (10) at once, then 20 per second for 4.99 s (99.8)
    for (let t = 0; t < 500; t++) {
      jest.advanceTimersByTime(10);
      while (bucket.tryRemove()) allowed++;
    }
    expect(allowed).toBe(109);
  });

  test('the default count is 1', () => {
    const bucket = new TokenBucket(2, 0);
    expect(bucket.tryRemove()).toBe(true);
    expect(bucket.availableTokens()).toBe(1);
  });

  test('buckets are independent', () => {
    const a = new TokenBucket(1, 1);
    const b = new TokenBucket(2, 1);
    expect(a.tryRemove()).toBe(true);
    expect(a.tryRemove()).toBe(false);
    expect(b.tryRemove(2)).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(a.availableTokens()).toBeCloseTo(1);
    expect(b.availableTokens()).toBeCloseTo(1);
  });

  test('the time counts from the moment the bucket was created', () => {
    jest.setSystemTime(START + 5000);
    const bucket = new TokenBucket(2, 1);
    expect(bucket.tryRemove(2)).toBe(true);
    jest.setSystemTime(START + 5500);
    expect(bucket.availableTokens()).toBeCloseTo(0.5);
  });

  test('leaves no timers behind', () => {
    const bucket = new TokenBucket(3, 1);
    expect(bucket.tryRemove()).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
