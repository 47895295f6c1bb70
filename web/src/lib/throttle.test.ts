import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('calls at once, then at most once per interval with the latest arguments', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(50);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('without leading call, waits and only sees the value the burst ended on', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 50, { leading: false });
    throttled('narrow');
    throttled('wide');
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(fn.mock.calls).toEqual([['wide']]);
  });
});
