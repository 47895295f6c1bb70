// The function judge benchmark's suite: a small solution and a 10-test file (bench:judge and
// profile-worker.ts run the same).
export const CODE = `function add(a, b) { return a + b; }
function reverse(s) { return s.split('').reverse().join(''); }
function sum(xs) { return xs.reduce((a, b) => a + b, 0); }
function debounce(fn, wait) {
  let t;
  return (...args) => { clearTimeout(t); t = setTimeout(() => fn(...args), wait); };
}`;

export const TEST_CODE = `describe('suite', () => {
  test('add', () => expect(add(1, 2)).toBe(3));
  test('add negative', () => expect(add(-1, -2)).toBe(-3));
  test('reverse', () => expect(reverse('abc')).toBe('cba'));
  test('reverse empty', () => expect(reverse('')).toBe(''));
  test('sum', () => expect(sum([1, 2, 3])).toBe(6));
  test('sum empty', () => expect(sum([])).toBe(0));
  test('objects', () => expect({ a: [1, { b: 2 }] }).toEqual({ a: [1, { b: 2 }] }));
  test('mock', () => { const f = jest.fn(); f(1); expect(f).toHaveBeenCalledWith(1); });
  test('async', async () => { await expect(Promise.resolve(add(2, 2))).resolves.toBe(4); });
  test('debounce with fake timers', () => {
    jest.useFakeTimers();
    const f = jest.fn();
    const d = debounce(f, 100);
    d(); d(); jest.advanceTimersByTime(100);
    expect(f).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});`;
