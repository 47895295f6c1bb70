// The judge's escape suite for what the sandbox exposes since it runs in a node:vm context:
// Proxy and the web platform objects. Every attempt runs as a learner's test through the real
// judge (real locked-down workers) and hands back everything it could reach; the harness
// fails the attempt if any of it belongs to another realm (the worker's, a host function, a
// host object) or is the worker's `process`. The detector itself is checked first against a
// real host object, so the suite cannot pass by detecting nothing.
import { createContext, runInContext, runInThisContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_DEFAULTS } from './config';
import { type JudgeService, type RunResult, createJudge } from './judge';

let judge: JudgeService;
beforeAll(() => {
  judge = createJudge({ ...JUDGE_DEFAULTS, poolSize: 1 });
});
afterAll(() => judge?.close());

/** Defines `foreign(value)`: the things reachable from `value` that are not of this realm. */
const DETECTOR = `
const ROOT = Object.prototype;
const FunctionOfRealm = Function;
const foreign = (value, depth = 0, seen = new Set()) => {
  const found = [];
  const visit = (v, d, path = '') => {
    if (v === null || (typeof v !== 'object' && typeof v !== 'function') || seen.has(v) || d > 3) return;
    seen.add(v);
    try {
      if (typeof v.pid === 'number' && typeof v.kill === 'function') found.push('a process object at ' + path);
    } catch {}
    let p = v;
    let last = v;
    for (let i = 0; i < 50 && p; i++) {
      last = p;
      try { p = Object.getPrototypeOf(p); } catch { p = null; }
    }
    if (last !== ROOT && last !== v) found.push('an object of another realm at ' + path);
    try {
      if (typeof v === 'function' && v !== FunctionOfRealm.prototype && !(v instanceof FunctionOfRealm)) found.push('a function of another realm at ' + path);
    } catch {}
    for (const key of Reflect.ownKeys(v).slice(0, 50)) {
      let desc;
      try { desc = Object.getOwnPropertyDescriptor(v, key); } catch { continue; }
      if (!desc) continue;
      for (const x of [desc.value, desc.get, desc.set]) visit(x, d + 1, path + '.' + String(key));
    }
  };
  visit(value, depth, '');
  return found;
};`;

const SPY = `/** a sloppy function: its caller and every frame of a stack taken here are kept */
function spy(keep) {
  try { keep(spy.caller); keep(arguments.callee.caller); } catch (e) { keep(e); }
  const previous = Error.prepareStackTrace;
  Error.prepareStackTrace = (error, frames) => {
    for (const frame of frames) {
      try { keep(frame.getThis()); } catch (e) { keep(e); }
      try { keep(frame.getFunction()); } catch (e) { keep(e); }
      try { keep(frame.getTypeName()); keep(frame.getFileName()); } catch (e) { keep(e); }
    }
    return 'x';
  };
  try { new Error('probe').stack; } finally { Error.prepareStackTrace = previous; }
}`;

describe('the escape detector', () => {
  it('finds a host object and a host function handed into a context, and nothing in a clean one', () => {
    const ctx = createContext({ hostObject: { nested: { deep: 1 } }, hostFunction: () => 1 });
    runInContext(DETECTOR, ctx);
    expect(runInContext('foreign({ inner: hostObject })', ctx)).toContain('an object of another realm at .inner');
    expect(runInContext('foreign([hostFunction])', ctx)).toContain('a function of another realm at .0');
    expect(runInContext('foreign({ a: [1, new Map()], f() {} })', ctx)).toEqual([]);
  });

  it('sees a sloppy host frame through callee.caller and a stack trace', () => {
    // a host function in sloppy mode (the worker's are all strict, see bundle.ts)
    const sloppyHost = runInThisContext('(function hostCallback(f) { return f(); })') as unknown;
    const ctx = createContext({ callHost: sloppyHost });
    runInContext(DETECTOR + SPY, ctx);
    const found = runInContext(
      'const reached = []; callHost(function () { spy((x) => reached.push(x)); }); reached.flatMap((x) => foreign(x))',
      ctx,
    ) as string[];
    expect(found.length).toBeGreaterThan(0);
  });
});

/** Runs the attempts as one test file; each attempt returns what it reached. */
async function attempts(body: string): Promise<RunResult> {
  const testCode = `${DETECTOR}
const attempt = (name, fn) => test(name, async () => {
  const reached = [];
  const keep = (x) => { reached.push(x); return x; };
  let got;
  try { got = await fn(keep); } catch (error) { got = error; }
  reached.push(got);
  expect(reached.flatMap((x, i) => foreign(x).map((f) => f + ' in #' + i + ' ' + (() => { try { return String(x).slice(0, 80); } catch { return '?'; } })()))).toEqual([]);
});
${body}`;
  return judge.run({ code: '', testCode, language: 'Javascript' });
}

const failed = (result: RunResult) => result.results.filter((r) => r.status !== 'passed').map((r) => [r.name, r.error]);

const NEW_GLOBALS = [
  'Proxy',
  'Reflect',
  'WeakRef',
  'FinalizationRegistry',
  'structuredClone',
  'URL',
  'URLSearchParams',
  'AbortController',
  'AbortSignal',
  'EventTarget',
  'Event',
  'CustomEvent',
  'TextEncoder',
  'TextDecoder',
  'atob',
  'btoa',
  'crypto',
  'Crypto',
  'Blob',
  'File',
  'MessageChannel',
  'MessagePort',
  'MessageEvent',
  'DOMException',
  'fetch',
  'reportError',
];

describe('escape attempts aimed at what the sandbox now exposes', () => {
  it('constructor chains, prototype walks and instances of every new global stay in the sandbox', async () => {
    const result = await attempts(`
const NAMES = ${JSON.stringify(NEW_GLOBALS)};
const instances = () => {
  const { port1 } = new MessageChannel();
  const controller = new AbortController();
  return [new URL('https://a.b/?q=1'), new URL('https://a.b').searchParams, controller, controller.signal, AbortSignal.timeout(1), AbortSignal.any([controller.signal]),
    new EventTarget(), new Event('e'), new CustomEvent('c', { detail: 1 }), new TextEncoder(), new TextDecoder(), new TextEncoder().encode('x'),
    new Blob(['x']), new File(['x'], 'f'), port1, new MessageEvent('m'), new DOMException('x', 'AbortError'), new Proxy({}, {}), new WeakRef({}),
    new FinalizationRegistry(() => {}), crypto, crypto.getRandomValues(new Uint8Array(4)), structuredClone({ a: new Map() })];
};
for (const name of NAMES) {
  attempt(name + ': constructor chain to "return process"', (keep) => {
    const value = keep(globalThis[name]);
    return keep(value.constructor.constructor('return process')());
  });
  attempt(name + ': prototype walk, trying every constructor on the way', (keep) => {
    let o = globalThis[name];
    for (let i = 0; i < 10 && o; i++) {
      keep(o);
      try { keep(o.constructor); keep(o.constructor.constructor('return this')()); } catch (e) { keep(e); }
      for (const key of Reflect.ownKeys(o)) { try { keep(Object.getOwnPropertyDescriptor(o, key)); } catch (e) { keep(e); } }
      o = Object.getPrototypeOf(o);
    }
  });
}
attempt('instances of the new objects, their prototypes and properties', (keep) => {
  for (const x of instances()) {
    keep(x);
    for (let o = x; o; o = Object.getPrototypeOf(o)) for (const key of Reflect.ownKeys(o)) { try { keep(Object.getOwnPropertyDescriptor(o, key)); keep(x[key]); } catch (e) { keep(e); } }
  }
});
attempt('errors thrown by the new objects', (keep) => {
  const throwing = [() => new URL('bad'), () => atob('*'), () => btoa('€'), () => structuredClone(() => 1), () => new TextDecoder('x'),
    () => new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array([255])), () => crypto.getRandomValues(new Float32Array(1)),
    () => crypto.getRandomValues(new Uint8Array(70000)), () => fetch('http://x'), () => new AbortSignal(), () => new Uint8Array(1e9),
    () => setTimeout(1), () => AbortSignal.timeout(-1), () => new Blob(5)];
  for (const f of throwing) {
    try { f(); keep('did not throw: ' + f); } catch (e) { keep(e); keep(e.constructor.constructor); try { keep(e.constructor.constructor('return process')()); } catch (e2) { keep(e2); } }
  }
});`);
    expect(failed(result)).toEqual([]);
    expect(result.total).toBe(NEW_GLOBALS.length * 2 + 2);
  });

  it('Symbol.species, Proxy traps, prepareStackTrace and callee.caller reach no host frame', async () => {
    const result = await attempts(`
${SPY}
const trap = (keep) => new Proxy(function () {}, {
  get(target, key, receiver) { spy(keep); keep(receiver); return Reflect.get(target, key); },
  apply(target, thisArg, args) { spy(keep); keep(thisArg); keep(args); return undefined; },
  construct(target, args, newTarget) { spy(keep); keep(args); keep(newTarget); return {}; },
  getPrototypeOf(target) { spy(keep); return Reflect.getPrototypeOf(target); },
  ownKeys(target) { spy(keep); return Reflect.ownKeys(target); },
  has(target, key) { spy(keep); return Reflect.has(target, key); },
});
attempt('a Proxy as a timer callback and delay (called by the worker)', (keep) => new Promise((resolve) => {
  setTimeout(trap(keep), { valueOf() { spy(keep); return 1; } });
  setTimeout(resolve, 20);
}));
attempt('a sloppy timer callback walks callee.caller and the stack', (keep) => new Promise((resolve) => {
  setTimeout(function sloppy() { spy(keep); let f = sloppy; for (let i = 0; i < 10 && f; i++) { try { f = f.caller; keep(f); } catch (e) { keep(e); f = null; } } resolve(); }, 0);
}));
attempt('queueMicrotask, setImmediate and setInterval callbacks', (keep) => new Promise((resolve) => {
  queueMicrotask(function () { spy(keep); });
  setImmediate(function () { spy(keep); });
  const id = setInterval(function () { spy(keep); clearInterval(id); resolve(); }, 1);
}));
attempt('Proxies handed to the web objects', async (keep) => {
  const p = trap(keep);
  const calls = [() => new URL(p), () => new URLSearchParams(p), () => structuredClone(p), () => structuredClone({ a: p }), () => new Blob([p]), () => new Blob(p),
    () => new TextDecoder().decode(p), () => new TextEncoder().encodeInto(p, new Uint8Array(4)), () => btoa(p), () => atob(p), () => crypto.getRandomValues(p),
    () => new EventTarget().addEventListener('x', p), () => new EventTarget().dispatchEvent(p), () => new CustomEvent(p, p), () => AbortSignal.any(p),
    () => AbortSignal.timeout(p), () => new AbortController().abort(p), () => new MessageChannel().port1.postMessage(p), () => new Uint8Array(p), () => new ArrayBuffer(p)];
  for (const call of calls) { try { keep(await call()); } catch (e) { keep(e); } }
});
attempt('listeners, abort handlers and message handlers called by the web objects', (keep) => new Promise((resolve) => {
  const target = new EventTarget();
  target.addEventListener('x', function () { spy(keep); keep(this); keep(arguments); });
  target.addEventListener('x', { handleEvent() { spy(keep); } });
  target.dispatchEvent(new Event('x'));
  const controller = new AbortController();
  controller.signal.onabort = function () { spy(keep); };
  controller.abort();
  AbortSignal.timeout(1).addEventListener('abort', function () { spy(keep); });
  const { port1, port2 } = new MessageChannel();
  port2.onmessage = function (event) { spy(keep); keep(event); keep(this); setTimeout(resolve, 5); };
  port1.postMessage({ x: 1 });
}));
attempt('Symbol.species on arrays, typed arrays, promises and array buffers', async (keep) => {
  class EvilArray extends Array { static get [Symbol.species]() { spy(keep); return EvilArray; } }
  keep(EvilArray.from([1, 2]).map((x) => x));
  class EvilBytes extends Uint8Array { static get [Symbol.species]() { spy(keep); return Uint8Array; } }
  keep(new EvilBytes(4).slice(1));
  const buffer = new ArrayBuffer(4);
  buffer.constructor = { [Symbol.species]: function (n) { spy(keep); return new ArrayBuffer(n); } };
  keep(buffer.slice(1));
  const blob = new Blob(['x']);
  const p = blob.text();
  p.constructor = { [Symbol.species]: function (executor) { spy(keep); executor((v) => keep(v), (e) => keep(e)); } };
  keep(p.then((v) => v));
  keep(await new Blob(['y']).arrayBuffer());
});
attempt('Promise species on an async function whose stack overflowed (CVE-2023-37466 shape)', (keep) => new Promise((resolve) => {
  Error.stackTraceLimit = 1;
  async function fn() { (function stack() { new Error().stack; stack(); })(); }
  const p = fn();
  p.constructor = { [Symbol.species]: class FakePromise { constructor(executor) {
    executor((x) => x, (error) => { keep(error); try { keep(error.constructor.constructor('return process')()); } catch (e) { keep(e); } resolve(); });
  } } };
  p.then();
  setTimeout(resolve, 50);
}));
attempt('Error.prepareStackTrace while the worker formats a thrown value', (keep) => {
  Error.prepareStackTrace = (error, frames) => { for (const f of frames) { keep(f.getThis()); keep(f.getFunction()); } return ''; };
  try { null.x; } catch (error) { keep(error.stack); }
  try { structuredClone(Symbol()); } catch (error) { keep(error.stack); }
  Error.prepareStackTrace = undefined;
});
attempt('Error.captureStackTrace and the stack of a native frame', (keep) => {
  const holder = {};
  Error.captureStackTrace(holder);
  keep(holder);
  keep([1].map(function () { spy(keep); return this; }));
  keep(JSON.parse('{"a":1}', function (k, v) { spy(keep); return v; }));
});
attempt('dynamic import, eval, Function and WebAssembly are closed', async (keep) => {
  await expect(import('node:fs')).rejects.toThrow(/Cannot load module "node:fs"/);
  expect((await import('./solution')).constructor).toBe(Object);
  for (const f of [() => import('node:fs'), () => import('data:text/javascript,export default 1'), () => eval('process'), () => Function('return process')(),
    () => (async () => {}).constructor('return process')(), () => (function* () {}).constructor('return process')(), () => WebAssembly]) {
    try { keep(await f()); } catch (e) { keep(e); }
  }
  expect(typeof WebAssembly).toBe('undefined');
});
attempt('fake timers (a Proxy Date) and AbortSignal.timeout under them', (keep) => {
  jest.useFakeTimers();
  try {
    keep(Date); keep(Date.constructor); keep(new Date()); keep(Date());
    const signal = AbortSignal.timeout(5);
    signal.onabort = function () { spy(keep); };
    jest.advanceTimersByTime(5);
    keep(signal.reason);
  } finally { jest.useRealTimers(); }
});`);
    expect(failed(result)).toEqual([]);
    expect(result).toMatchObject({ total: 11, passed: 11, hasError: false });
  });
});
