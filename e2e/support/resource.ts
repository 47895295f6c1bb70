// Something a test file starts once before its tests and stops after them (a server, a
// browser, a page), handed out at module level although it only exists once beforeAll has
// run: the file reads it as if it were the thing itself, and stops it without repeating the
// guards every afterAll needs when a start failed halfway.
import { afterAll, beforeAll } from 'vitest';

/**
 * A stand-in for the value `read()` will return: every property read, call, key listing and
 * `in` check goes to that value. Used before it exists, it throws, naming `what`; only
 * `then` and symbols answer undefined then, so awaiting or inspecting it early is harmless.
 */
export function lazy<T extends object>(what: string, read: () => T | undefined): T {
  const value = (): T => {
    const current = read();
    if (current === undefined) throw new Error(`${what} is not there: its beforeAll has not run or failed`);
    return current;
  };
  return new Proxy({} as T, {
    get(_, key) {
      if (read() === undefined && (key === 'then' || typeof key === 'symbol')) return undefined;
      const target = value();
      const property: unknown = Reflect.get(target, key);
      // methods of class instances (playwright's Browser, Page…) need their own `this`
      return typeof property === 'function' ? property.bind(target) : property;
    },
    set: (_, key, next) => Reflect.set(value(), key, next),
    has: (_, key) => Reflect.has(value(), key),
    // so that instanceof sees the value's class
    getPrototypeOf: () => {
      const current = read();
      return current === undefined ? Object.prototype : Reflect.getPrototypeOf(current);
    },
    ownKeys: () => Reflect.ownKeys(value()),
    // reported configurable: the proxy's empty target may not claim fixed properties
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * Registers, in the enclosing file or describe, a beforeAll that `start`s the value and an
 * afterAll that `stop`s it if it was started; answers a reader of it (undefined outside).
 * With vitest's "stack" hook order (set in vitest.e2e.config.ts) what is registered later
 * stops earlier.
 */
export function startBeforeAll<T>(start: () => Promise<T>, stop: (value: T) => unknown): () => T | undefined {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    if (current === undefined) return;
    const value = current;
    current = undefined;
    await stop(value);
  });
  return () => current;
}

/** startBeforeAll's value as a stand-in (see lazy) the file can hold from the start */
export function useResource<T extends object>(
  what: string,
  start: () => Promise<T>,
  stop: (value: T) => unknown = () => undefined,
): T {
  return lazy(what, startBeforeAll(start, stop));
}
