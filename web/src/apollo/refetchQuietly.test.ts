// A retry whose refetch fails again leaves no unhandled rejection behind (the page already shows
// the query's error).
import { describe, expect, it } from 'vitest';
import { refetchQuietly } from './refetchQuietly';

// the test runs in Node, which reports unhandled rejections on its process (the web types lack it)
const { process } = globalThis as unknown as {
  process: {
    on(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
    off(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
  };
};

describe('refetchQuietly', () => {
  it('refetches once and swallows the rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let calls = 0;
    refetchQuietly(() => {
      calls++;
      return Promise.reject(new Error('still down'));
    });
    // unhandled rejections are reported after the microtask queue drains
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', onUnhandled);
    expect(calls).toBe(1);
    expect(unhandled).toEqual([]);
  });
});
