// The JavaScript a learner writes, as a browser would run it: ECMAScript built-ins (Proxy,
// Reflect, WeakRef…) and the web platform's standard objects, each checked by its behaviour,
// through the real judge (the service, its pool, real locked-down worker processes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_DEFAULTS } from './config';
import { type JudgeService, type RunResult, createJudge } from './judge';

let judge: JudgeService;
beforeAll(() => {
  judge = createJudge({ ...JUDGE_DEFAULTS, poolSize: 1 });
});
afterAll(() => judge?.close());

const failures = (result: RunResult) =>
  result.results.filter((r) => r.status !== 'passed').map((r) => [r.name, r.error]);

const BUILT_INS = `
test('Proxy: a negative-index array and a reactive object', () => {
  const at = (arr) => new Proxy(arr, { get: (t, k, r) => (typeof k === 'string' && /^-\\d+$/.test(k) ? t[t.length + Number(k)] : Reflect.get(t, k, r)) });
  expect(at([1, 2, 3])[-1]).toBe(3);
  const seen = [];
  const state = new Proxy({ count: 0 }, { set(t, k, v) { seen.push([k, v]); return Reflect.set(t, k, v); } });
  state.count++;
  expect(seen).toEqual([['count', 1]]);
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  expect(() => revocable.proxy.x).toThrow(TypeError);
});
test('Reflect', () => {
  expect(Reflect.ownKeys({ a: 1, [Symbol.for('s')]: 2 })).toEqual(['a', Symbol.for('s')]);
  expect(Reflect.construct(Date, [0]).getTime()).toBe(0);
});
test('WeakRef and FinalizationRegistry', () => {
  const target = {};
  expect(new WeakRef(target).deref()).toBe(target);
  const registry = new FinalizationRegistry(() => {});
  registry.register(target, 'held');
  expect(registry.unregister(target)).toBe(false);
});
test('other ES2024+ built-ins', () => {
  expect(Object.groupBy([1, 2, 3], (n) => (n % 2 ? 'odd' : 'even'))).toEqual({ odd: [1, 3], even: [2] });
  expect(new Set([1, 2]).union(new Set([3])).size).toBe(3);
  expect([3, 1, 2].toSorted()).toEqual([1, 2, 3]);
  expect(Promise.withResolvers).toBeInstanceOf(Function);
  expect(new Intl.NumberFormat('en-US').format(1234.5)).toBe('1,234.5');
});
test('Promise can be replaced and extended by tests', async () => {
  const all = Promise.all;
  Promise.all = jest.fn(all);
  await Promise.all([1]);
  expect(Promise.all).toHaveBeenCalled();
  Promise.all = all;
});
test('eval and new Function are refused (no code generation from strings)', () => {
  expect(() => eval('1 + 1')).toThrow(EvalError);
  expect(() => new Function('return 1')).toThrow(/Code generation from strings disallowed/);
});`;

const WEB = `
test('structuredClone', () => {
  const source = { date: new Date(0), map: new Map([[1, { deep: [1, 2] }]]), set: new Set(['a']), re: /x/gi, big: 10n, bytes: new Uint8Array([1, 2]), error: new RangeError('r', { cause: 'c' }) };
  source.self = source;
  const copy = structuredClone(source);
  expect(copy).not.toBe(source);
  expect(copy.self).toBe(copy);
  expect(copy.map.get(1)).toEqual({ deep: [1, 2] });
  expect(copy.map.get(1)).not.toBe(source.map.get(1));
  expect(copy.date.getTime()).toBe(0);
  expect(copy.re.flags).toBe('gi');
  expect(copy.bytes).toEqual(new Uint8Array([1, 2]));
  expect(copy.error).toBeInstanceOf(RangeError);
  expect(copy.error.cause).toBe('c');
  class Point { constructor() { this.x = 1; } }
  expect(Object.getPrototypeOf(structuredClone(new Point()))).toBe(Object.prototype);
  for (const bad of [() => 1, Symbol('s'), new WeakMap(), Promise.resolve()]) {
    let error;
    try { structuredClone(bad); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(DOMException);
    expect(error.name).toBe('DataCloneError');
  }
  const buffer = new ArrayBuffer(8);
  const moved = structuredClone(buffer, { transfer: [buffer] });
  expect([buffer.byteLength, moved.byteLength]).toEqual([0, 8]);
});
test('URL', () => {
  const url = new URL('../c/d?x=1&y=two#top', 'https://user:pw@example.com:8080/a/b/');
  expect(url.href).toBe('https://user:pw@example.com:8080/a/c/d?x=1&y=two#top');
  expect([url.protocol, url.hostname, url.port, url.pathname, url.hash]).toEqual(['https:', 'example.com', '8080', '/a/c/d', '#top']);
  url.searchParams.append('z', 'a b');
  expect(url.search).toBe('?x=1&y=two&z=a+b');
  expect(new URL('HTTP://EXAMPLE.com:80/%7Efoo/./bar/../baz').href).toBe('http://example.com/%7Efoo/baz');
  expect(new URL('https://münchen.de/').host).toBe('xn--mnchen-3ya.de');
  expect(() => new URL('not a url')).toThrow(TypeError);
  expect(URL.canParse('https://a.b')).toBe(true);
});
test('URLSearchParams', () => {
  const params = new URLSearchParams('?a=1&b=2&a=3&c=%20x+y');
  expect(params.getAll('a')).toEqual(['1', '3']);
  expect(params.get('c')).toBe(' x y');
  params.sort();
  params.delete('b');
  expect(params.toString()).toBe('a=1&a=3&c=+x+y');
  expect([...new URLSearchParams({ q: 'é&=' })]).toEqual([['q', 'é&=']]);
  expect(new URLSearchParams({ q: 'é&=' }).toString()).toBe('q=%C3%A9%26%3D');
  expect(params.size).toBe(3);
});
test('AbortController and AbortSignal', async () => {
  const controller = new AbortController();
  const order = [];
  controller.signal.onabort = () => order.push('onabort');
  controller.signal.addEventListener('abort', (e) => order.push(e.type));
  expect(controller.signal.aborted).toBe(false);
  controller.abort();
  controller.abort('again');
  expect(order).toEqual(['onabort', 'abort']);
  expect(controller.signal.reason).toBeInstanceOf(DOMException);
  expect(controller.signal.reason.name).toBe('AbortError');
  expect(() => controller.signal.throwIfAborted()).toThrow('This operation was aborted');
  expect(AbortSignal.abort('why').reason).toBe('why');
  const a = new AbortController();
  const any = AbortSignal.any([a.signal, new AbortController().signal]);
  a.abort('first');
  expect([any.aborted, any.reason]).toEqual([true, 'first']);
  expect(() => new AbortSignal()).toThrow(TypeError);
  const cancelable = (signal) => new Promise((resolve, reject) => {
    const t = setTimeout(resolve, 1000);
    signal.addEventListener('abort', () => { clearTimeout(t); reject(signal.reason); }, { once: true });
  });
  const c = new AbortController();
  const pending = cancelable(c.signal);
  c.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});
test('AbortSignal.timeout with real and with fake timers', async () => {
  const real = AbortSignal.timeout(10);
  await new Promise((r) => real.addEventListener('abort', r));
  expect(real.reason.name).toBe('TimeoutError');
  jest.useFakeTimers();
  try {
    const signal = AbortSignal.timeout(1000);
    jest.advanceTimersByTime(999);
    expect(signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
test('EventTarget and Event', () => {
  const target = new EventTarget();
  const calls = [];
  const listener = (e) => calls.push(['fn', e.type, e.target === target, e.eventPhase]);
  target.addEventListener('ping', listener);
  target.addEventListener('ping', listener); // the same listener is added once
  target.addEventListener('ping', { handleEvent: () => calls.push(['object']) }, { once: true });
  target.addEventListener('ping', (e) => { e.stopImmediatePropagation(); calls.push(['stops']); });
  target.addEventListener('ping', () => calls.push(['never']));
  expect(target.dispatchEvent(new Event('ping'))).toBe(true);
  target.dispatchEvent(new Event('ping'));
  expect(calls).toEqual([['fn', 'ping', true, 2], ['object'], ['stops'], ['fn', 'ping', true, 2], ['stops']]);
  const cancelable = new Event('go', { cancelable: true });
  target.addEventListener('go', (e) => e.preventDefault());
  expect(target.dispatchEvent(cancelable)).toBe(false);
  expect(cancelable.defaultPrevented).toBe(true);
  const controller = new AbortController();
  const removed = jest.fn();
  target.addEventListener('x', removed, { signal: controller.signal });
  controller.abort();
  target.dispatchEvent(new Event('x'));
  expect(removed).not.toHaveBeenCalled();
  class Emitter extends EventTarget {}
  expect(new Emitter()).toBeInstanceOf(EventTarget);
});
test('CustomEvent', () => {
  const target = new EventTarget();
  let detail;
  target.addEventListener('data', (e) => { detail = e.detail; });
  target.dispatchEvent(new CustomEvent('data', { detail: { id: 7 } }));
  expect(detail).toEqual({ id: 7 });
  expect(new CustomEvent('x')).toBeInstanceOf(Event);
  expect(new CustomEvent('x').detail).toBe(null);
});
test('TextEncoder', () => {
  expect([...new TextEncoder().encode('a€😀')]).toEqual([0x61, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]);
  expect([...new TextEncoder().encode('\\ud800')]).toEqual([0xef, 0xbf, 0xbd]);
  const into = new Uint8Array(4);
  expect(new TextEncoder().encodeInto('a€b', into)).toEqual({ read: 2, written: 4 });
  expect(new TextEncoder().encoding).toBe('utf-8');
});
test('TextDecoder', () => {
  const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0xc3, 0xa9, 0xff]);
  expect(new TextDecoder().decode(bytes)).toBe('hé\\ufffd');
  expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, 3))).toBe('\\ufeff');
  expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow(TypeError);
  const streaming = new TextDecoder();
  expect(streaming.decode(new Uint8Array([0xe2, 0x82]), { stream: true }) + streaming.decode(new Uint8Array([0xac]))).toBe('€');
  expect(new TextDecoder('utf-16le').decode(new Uint8Array([0x68, 0, 0x69, 0]))).toBe('hi');
  expect(() => new TextDecoder('klingon')).toThrow(RangeError);
});
test('atob and btoa', () => {
  expect(btoa('Hello, world')).toBe('SGVsbG8sIHdvcmxk');
  expect(atob('SGVsbG8sIHdvcmxk')).toBe('Hello, world');
  expect(atob(' SGk = ')).toBe('Hi');
  expect(btoa(String.fromCharCode(0, 255))).toBe('AP8=');
  expect(() => btoa('€')).toThrow(expect.objectContaining({ name: 'InvalidCharacterError' }));
  expect(() => atob('a')).toThrow(expect.objectContaining({ name: 'InvalidCharacterError' }));
});
test('crypto', () => {
  const a = crypto.getRandomValues(new Uint32Array(16));
  const b = crypto.getRandomValues(new Uint32Array(16));
  expect(a).not.toEqual(b);
  expect(new Set(a).size).toBeGreaterThan(8);
  const uuids = new Set(Array.from({ length: 50 }, () => crypto.randomUUID()));
  expect(uuids.size).toBe(50);
  for (const id of uuids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(() => crypto.getRandomValues(new Float64Array(2))).toThrow(expect.objectContaining({ name: 'TypeMismatchError' }));
  expect(() => crypto.getRandomValues(new Uint8Array(65537))).toThrow(expect.objectContaining({ name: 'QuotaExceededError' }));
});
test('Blob and File', async () => {
  const blob = new Blob(['héllo ', new Uint8Array([119, 111]), new Blob(['rld'])], { type: 'Text/Plain' });
  expect(blob.size).toBe(12);
  expect(blob.type).toBe('text/plain');
  expect(await blob.text()).toBe('héllo world');
  expect(await blob.slice(-5, -2).text()).toBe('wor');
  expect(new Uint8Array(await blob.slice(0, 1).arrayBuffer())).toEqual(new Uint8Array([104]));
  const file = new File(['x'], 'a.txt', { lastModified: 5 });
  expect([file.name, file.lastModified, file.size, file instanceof Blob]).toEqual(['a.txt', 5, 1, true]);
});
test('MessageChannel', async () => {
  const { port1, port2 } = new MessageChannel();
  const message = { list: [1, 2], when: new Date(0) };
  const received = new Promise((resolve) => { port2.onmessage = (e) => resolve(e); });
  let sync = true;
  port1.postMessage(message);
  const event = await received;
  sync = false;
  expect(sync).toBe(false);
  expect(event).toBeInstanceOf(MessageEvent);
  expect(event.data).toEqual(message);
  expect(event.data).not.toBe(message);
  const started = jest.fn();
  port1.addEventListener('message', started);
  port2.postMessage('not yet');
  await new Promise((r) => setTimeout(r, 10));
  expect(started).not.toHaveBeenCalled(); // addEventListener does not start a port
  port1.start();
  await new Promise((r) => setTimeout(r, 10));
  expect(started).toHaveBeenCalledTimes(1);
  expect(() => port1.postMessage(() => {})).toThrow(expect.objectContaining({ name: 'DataCloneError' }));
});
test('DOMException', () => {
  const error = new DOMException('stopped', 'AbortError');
  expect(error).toBeInstanceOf(Error);
  expect([error.name, error.message, error.code]).toEqual(['AbortError', 'stopped', 20]);
});
test('fetch is absent and says so when called; tests mock it', async () => {
  expect(() => fetch('https://example.com')).toThrow(/tests run without a network. Mock it/);
  global.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ id: 1 }) }));
  const response = await fetch('/api');
  expect(await response.json()).toEqual({ id: 1 });
  expect(fetch).toHaveBeenCalledWith('/api');
});
test('one array buffer is capped at 16 MB; constructors stay the realm own', () => {
  expect(() => new ArrayBuffer(64 * 1024 * 1024)).toThrow(/Array buffer allocation failed/);
  expect(() => new Float64Array(4 * 1024 * 1024)).toThrow(/Array buffer allocation failed/);
  const small = new Uint8Array(4);
  expect(small.constructor).toBe(Uint8Array);
  expect(small.slice(1)).toBeInstanceOf(Uint8Array);
  class Bytes extends Uint8Array {}
  expect(new Bytes(2)).toBeInstanceOf(Uint8Array);
});`;

describe('the JavaScript a learner writes', () => {
  it('has the ECMAScript built-ins of Node 24, Proxy included', async () => {
    const result = await judge.run({ code: '', testCode: BUILT_INS, language: 'Javascript' });
    expect(failures(result)).toEqual([]);
    expect(result).toMatchObject({ total: 6, passed: 6, hasError: false });
  });

  it('has the web platform objects with their standard behaviour', async () => {
    const result = await judge.run({ code: '', testCode: WEB, language: 'Javascript' });
    expect(failures(result)).toEqual([]);
    expect(result).toMatchObject({ total: 16, passed: 16, hasError: false });
  });

  it('fails the test whose event listener throws, as an uncaught error, and goes on', async () => {
    const result = await judge.run({
      code: '',
      testCode: `test('a listener throws', () => {
  const target = new EventTarget();
  const after = jest.fn();
  target.addEventListener('x', () => { throw new Error('listener failed'); });
  target.addEventListener('x', after);
  expect(target.dispatchEvent(new Event('x'))).toBe(true);
  expect(after).toHaveBeenCalled();
});
test('the next test runs', () => expect(1).toBe(1));`,
      language: 'Javascript',
    });
    expect(result.results.map((r) => [r.name, r.status])).toEqual([
      ['a listener throws', 'failed'],
      ['the next test runs', 'passed'],
    ]);
    expect(result.results[0]?.error).toMatch(/^Error: listener failed\n\s+at solution\.test\.js:4:/);
  });

  it('runs a classic Proxy answer (Vue-style reactivity) in TypeScript', async () => {
    const code = `export function reactive<T extends object>(target: T, onChange: (key: PropertyKey) => void): T {
  return new Proxy(target, {
    set(t, key, value, receiver) {
      const changed = Reflect.get(t, key, receiver) !== value;
      const ok = Reflect.set(t, key, value, receiver);
      if (changed) onChange(key);
      return ok;
    },
  });
}`;
    const testCode = `import { reactive } from './solution';
test('notifies on change only', () => {
  const changes: PropertyKey[] = [];
  const state = reactive({ a: 1 }, (k) => changes.push(k));
  state.a = 1;
  state.a = 2;
  expect(changes).toEqual(['a']);
});`;
    const result = await judge.run({ code, testCode, language: 'Typescript' });
    expect(failures(result)).toEqual([]);
    expect(result.passed).toBe(1);
  });
});
