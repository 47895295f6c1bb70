// The judge through HTTP: POST /api/judge/run and the runCode mutation against a real server,
// with real worker processes. Runaway code runs while the server keeps answering /healthz.
import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { JUDGE_DEFAULTS, type RunResult, createJudge } from '@platform/judge';
import { at } from '../../test/at';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seeded: false, judge: createJudge({ ...JUDGE_DEFAULTS, poolSize: 3 }) });
});
afterAll(() => server?.close());

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function rest(
  body: Record<string, unknown>,
  target = server,
): Promise<{ status: number; body: Envelope<RunResult> }> {
  const response = await fetch(`${target.baseUrl}/api/judge/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'en' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<RunResult> };
}

/** Runs through REST and expects a 200 envelope. */
async function run(code: string, testCode: string, language = 'Javascript'): Promise<RunResult> {
  const { status, body } = await rest({ code, testCode, language });
  expect({ status, code: body.code, message: body.message }).toEqual({ status: 200, code: 200, message: 'success' });
  return body.data;
}

/** the API's messages are asserted in English */
const EN = { 'x-locale': 'en' };
const RUN_CODE = `mutation RunCode($input: RunCodeInput!) {
  runCode(input: $input) {
    results { id name status duration error logs { level message } }
    total passed failed skipped hasError errorMessage logs { level message }
  }
}`;

const byName = (result: RunResult, name: string) => {
  const found = result.results.find((r) => r.name === name);
  if (!found) throw new Error(`no test named "${name}" in ${result.results.map((r) => r.name).join(', ')}`);
  return found;
};

describe('running tests', () => {
  it('runs a JavaScript suite with passing and failing tests (REST)', async () => {
    const result = await run(
      'function add(a, b) {\n  return a + b;\n}\n',
      `describe('add', () => {
  test('adds', () => {
    expect(add(1, 2)).toBe(3);
  });
  test('is wrong on purpose', () => {
    expect(add(1, 2)).toBe(4);
  });
  it('works with objects', () => {
    expect({ sum: add(2, 2) }).toEqual({ sum: 4 });
  });
});`,
    );
    expect(result).toMatchObject({ total: 3, passed: 2, failed: 1, skipped: 0, hasError: false, errorMessage: null });
    expect(result.results.map((r) => [r.id, r.name, r.status])).toEqual([
      ['1', 'add › adds', 'passed'],
      ['2', 'add › is wrong on purpose', 'failed'],
      ['3', 'add › works with objects', 'passed'],
    ]);
    const failure = byName(result, 'add › is wrong on purpose').error!;
    expect(failure).toContain('expect(received).toBe(expected)');
    expect(failure).toContain('Expected: 4');
    expect(failure).toContain('Received: 3');
    expect(failure).toMatch(/solution\.test\.js:6:\d+/);
    for (const r of result.results) expect(r.duration).toBeGreaterThanOrEqual(0);
  });

  it('runs TypeScript with ES module exports and imports (GraphQL)', async () => {
    const code = `export function add(a: number, b: number): number {
  return a + b;
}

export default class Stack<T> {
  private items: T[] = [];
  push(item: T): void {
    this.items.push(item);
  }
  pop(): T | undefined {
    return this.items.pop();
  }
}
`;
    const testCode = `import Stack, { add } from './solution';

interface Pair { a: number; b: number }
const pairs: Pair[] = [{ a: 1, b: 2 }];

test('imports named exports', () => {
  expect(add(pairs[0].a, pairs[0].b)).toBe(3);
});
test('imports the default export', () => {
  const s = new Stack<number>();
  s.push(1);
  expect(s.pop()).toBe(1);
});
test('sees top-level names without importing', () => {
  expect(typeof add).toBe('function');
});
test('fails with a position in the TypeScript file', () => {
  const s: Stack<string> = new Stack();
  expect(s.pop()).toBeDefined();
});`;
    const response = await server.graphql<{ runCode: RunResult }>(RUN_CODE, {
      input: { code, testCode, language: 'typescript' },
    });
    expect(response.errors).toBeUndefined();
    const result = response.data!.runCode;
    expect(result).toMatchObject({ total: 4, passed: 3, failed: 1, hasError: false });
    expect(byName(result, 'fails with a position in the TypeScript file').error).toMatch(/solution\.test\.ts:19:\d+/);
  });

  it('accepts module.exports forms and reports errors thrown by the code with its line', async () => {
    const exported = await run(
      'module.exports = { double: (x) => x * 2 };',
      "test('double', () => expect(double(4)).toBe(8));\ntest('require', () => expect(require('./solution').double(1)).toBe(2));",
    );
    expect(exported).toMatchObject({ total: 2, passed: 2 });

    const thrown = await run(
      '\n\nfunction parse(s) {\n  return JSON.parse(s);\n}\nparse("{");',
      "test('never runs', () => {});",
    );
    expect(thrown.hasError).toBe(true);
    expect(thrown.errorMessage).toMatch(/^Execution failed: SyntaxError: .*JSON/);
    expect(thrown.errorMessage).toMatch(/solution\.js:4:\d+/);
  });

  it('answers a transpile error with the line that is wrong', async () => {
    const ts = await run(
      'const a: number = 1;\nconst b: string = "x";\nlet c: = 3;\n',
      'test("x", () => {});',
      'Typescript',
    );
    expect(ts).toMatchObject({ hasError: true, total: 0, results: [] });
    expect(ts.errorMessage).toMatch(/^Transpilation failed: line 3: /);

    const js = await run('function f() { return 1; }', 'test("x", () => {\n  expect(f()).toBe(1)\n}}', 'JAVASCRIPT');
    expect(js.errorMessage).toMatch(/^Syntax error in the tests: line 3: /);
  });

  it('rejects an unknown language, oversized input and missing fields with a clear 400', async () => {
    const python = await rest({ code: 'print(1)', testCode: '', language: 'Python' });
    expect(python.status).toBe(400);
    expect(python.body).toMatchObject({
      code: 400,
      message: 'Unsupported language "Python": use Javascript or Typescript.',
    });

    const big = await rest({ code: 'x'.repeat(100 * 1024 + 1), testCode: '', language: 'Javascript' });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('The code is too large: at most 100 KB.');

    const bigTests = await rest({ code: '', testCode: '/'.repeat(100 * 1024 + 1), language: 'Javascript' });
    expect(bigTests.body.message).toBe('The test code is too large: at most 100 KB.');

    const missing = await rest({ code: '', language: 'Javascript' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/testCode/);

    const viaGraphql = await server.graphql(RUN_CODE, { input: { code: '', testCode: '', language: 'Ruby' } }, EN);
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: 'Unsupported language "Ruby": use Javascript or Typescript.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('runs async tests, promises, done callbacks and a debounce with fake timers', async () => {
    const code = `function debounce(func, wait) {
  let timer;
  const debounced = function (...args) {
    clearTimeout(timer);
    timer = setTimeout(() => func.apply(this, args), wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
const delay = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));`;
    const testCode = `describe('debounce', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  test('does not call func before wait has elapsed', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced();
    jest.advanceTimersByTime(99);
    expect(func).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(func).toHaveBeenCalledTimes(1);
  });
  test('a burst of calls results in one call with the latest arguments', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced('a');
    debounced('b');
    debounced('c', 42);
    jest.runAllTimers();
    expect(func).toHaveBeenCalledTimes(1);
    expect(func).toHaveBeenCalledWith('c', 42);
  });
  test('uses this of the last call', () => {
    let received;
    const obj = { save: debounce(function () { received = this; }, 50) };
    obj.save();
    jest.advanceTimersByTime(50);
    expect(received).toBe(obj);
  });
  test('cancel() drops the pending call', () => {
    const func = jest.fn();
    const debounced = debounce(func, 100);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(500);
    expect(func).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
  test('fakes Date too', () => {
    jest.setSystemTime(new Date('2024-01-01T00:00:00Z'));
    jest.advanceTimersByTime(1000);
    expect(Date.now()).toBe(Date.UTC(2024, 0, 1, 0, 0, 1));
    expect(new Date()).toBeInstanceOf(Date);
  });
});
describe('async', () => {
  test('awaits real timers', async () => {
    await expect(delay(20, 'v')).resolves.toBe('v');
  });
  test('rejections', async () => {
    await expect(Promise.reject(new Error('no'))).rejects.toThrow('no');
  });
  test('done callback', (done) => {
    setTimeout(() => {
      expect(1).toBe(1);
      done();
    }, 10);
  });
  test('spies', () => {
    const o = { f: (x) => x + 1 };
    const spy = jest.spyOn(o, 'f');
    expect(o.f(1)).toBe(2);
    expect(spy).toHaveBeenCalledWith(1);
    spy.mockReturnValue(7);
    expect(o.f(1)).toBe(7);
  });
  test('counts assertions', () => {
    expect.assertions(2);
    expect(1).toBe(1);
  });
});`;
    const result = await run(code, testCode);
    expect(result.results.filter((r) => r.status === 'failed').map((r) => [r.name, r.error])).toEqual([
      [
        'async › counts assertions',
        expect.stringContaining('Expected two assertions to be called but received one assertion call.'),
      ],
    ]);
    expect(result).toMatchObject({ total: 10, passed: 9, hasError: false });
  });

  it('runs hooks in Jest order, .each tables, .skip, .todo and .only', async () => {
    // The learner's test code below uses test.skip/test.todo on purpose: it checks that the judge
    // reports them as skipped. They are sandboxed test code, not skipped tests of this suite.
    const testCode = `const log = (s) => console.log(s);
beforeAll(() => log('beforeAll'));
afterAll(() => log('afterAll'));
beforeEach(() => log('beforeEach outer'));
afterEach(() => log('afterEach outer'));
describe('block', () => {
  beforeEach(() => log('beforeEach inner'));
  afterEach(() => log('afterEach inner'));
  test('one', () => log('test one'));
  test.skip('skipped', () => {}); // judged code, skipped on purpose: the judge must count it skipped
  test.todo('later'); // judged code, a todo on purpose: the judge must count it skipped
});
test.each([[1, 1, 2], [2, 3, 5]])('add(%i, %i) = %i', (a, b, sum) => expect(a + b).toBe(sum));
test.each\`
  a    | b    | expected
  \${1} | \${1} | \${2}
\`('template $a + $b', ({ a, b, expected }) => expect(a + b).toBe(expected));
describe.each([['x'], ['y']])('letter %s', (letter) => {
  it('is a letter', () => expect(letter).toMatch(/^[a-z]$/));
});`;
    const result = await run('', testCode);
    expect(result.results.map((r) => r.name)).toEqual([
      'block › one',
      'add(1, 1) = 2',
      'add(2, 3) = 5',
      'template 1 + 1',
      'letter x › is a letter',
      'letter y › is a letter',
    ]);
    expect(result).toMatchObject({ passed: 6, failed: 0, skipped: 2 });
    expect(byName(result, 'block › one').logs.map((l) => l.message)).toEqual([
      'beforeEach outer',
      'beforeEach inner',
      'test one',
      'afterEach inner',
      'afterEach outer',
    ]);
    expect(result.logs.map((l) => l.message)).toEqual(['beforeAll', 'afterAll']);

    const only = await run(
      '',
      "test('a', () => {});\ntest.only('b', () => {});\ndescribe.only('c', () => { test('d', () => {}); });",
    );
    expect(only.results.map((r) => r.name)).toEqual(['b', 'c › d']);
    expect(only.skipped).toBe(1);
  });

  it('captures console output per test with its level, and caps it', async () => {
    const result = await run(
      "console.log('from the code', { a: [1, 2] });",
      `test('levels', () => {
  console.log('plain', 1);
  console.info('info');
  console.warn('careful');
  console.error(new Error('bad'));
  console.debug('debug %s is %d', 'x', 42);
});
test('floods', () => {
  for (let i = 0; i < 100000; i++) console.log('line', i);
});
test('huge message', () => {
  console.log('x'.repeat(5 * 1024 * 1024));
});
test('deep object', () => {
  const deep = {}; let o = deep; for (let i = 0; i < 10000; i++) { o.next = {}; o = o.next; }
  const wide = Array.from({ length: 100000 }, (_, i) => i);
  console.log(deep, wide);
});`,
    );
    expect(result.logs).toEqual([{ level: 'log', message: 'from the code {"a": [1, 2]}' }]);
    const levels = byName(result, 'levels').logs;
    expect(levels.map((l) => l.level)).toEqual(['log', 'info', 'warn', 'error', 'log']);
    expect(at(levels, 0).message).toBe('plain 1');
    expect(at(levels, 3).message).toMatch(/^Error: bad\n\s+at solution\.test\.js:5:/);
    expect(at(levels, 4).message).toBe('debug x is 42');

    const flood = byName(result, 'floods');
    expect(flood.status).toBe('passed');
    expect(flood.logs).toHaveLength(101);
    expect(flood.logs[100]).toEqual({
      level: 'warn',
      message: expect.stringMatching(/^… 99900 more console entries were dropped/),
    });

    const huge = at(byName(result, 'huge message').logs, 0).message;
    expect(huge.length).toBeLessThan(11 * 1024);
    expect(huge).toMatch(/… \[\d+ more characters\]$/);
    expect(at(byName(result, 'deep object').logs, 0).message.length).toBeLessThan(11 * 1024);
  });
});

describe('runaway code', () => {
  it('stops each kind of runaway run with a clear message while /healthz keeps answering', async () => {
    // /healthz polled all along (a pause between polls keeps it from crowding the runs out)
    let answered = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const response = await fetch(`${server.baseUrl}/healthz`);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        answered++;
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    /** a run, and how many times /healthz answered while it was in flight */
    const watched = async (pending: Promise<RunResult>) => {
      const before = answered;
      const result = await pending;
      return Object.assign(result, { answeredMeanwhile: answered - before });
    };

    const [codeLoop, testLoops, asyncLoop, heapBomb, bufferBomb, recursion] = await Promise.all([
      watched(run('let i = 0;\nwhile (true) { i++; }', "test('never', () => {});")),
      watched(
        run(
          'function add(a, b) { return a + b; }',
          `test('spins', () => { for (;;) {} });
test('never settles', () => new Promise(() => {}));
test('still runs afterwards', () => expect(add(1, 1)).toBe(2));`,
        ),
      ),
      watched(run('', "test('ok', () => {});\ntest('spins after await', async () => { await null; for (;;) {} });")),
      run('', "test('heap', () => { const keep = []; for (;;) keep.push(new Array(1e6).fill(1)); });"),
      run(
        '',
        "test('buffers', () => { const keep = []; for (;;) keep.push(new Uint8Array(8 * 1024 * 1024).fill(1)); });",
      ),
      run(
        'function down(n) { return down(n + 1) + 1; }',
        "test('recursion', () => { down(0); });\ntest('next', () => expect(1).toBe(1));",
      ),
    ]);
    polling = false;
    await poll;

    expect(codeLoop).toMatchObject({ hasError: true, total: 0 });
    expect(codeLoop.errorMessage).toBe(
      'Execution failed: Your code did not finish within 5000 ms (is there an infinite loop?).',
    );

    expect(testLoops).toMatchObject({ hasError: false, total: 3, passed: 1, failed: 2 });
    expect(byName(testLoops, 'spins').error).toBe(
      'Test timeout: the test did not finish within 5000 ms (is there an infinite loop?).',
    );
    expect(byName(testLoops, 'never settles').error).toBe('Test timeout: the test did not finish within 5000 ms.');
    expect(byName(testLoops, 'never settles').duration).toBeGreaterThanOrEqual(4900);

    expect(asyncLoop.hasError).toBe(true);
    expect(asyncLoop.errorMessage).toMatch(
      /^Test timeout: the code kept running for more than 5000 ms without yielding/,
    );
    // the test that was running is listed too, with the reason (stopped-run.test.ts)
    expect(asyncLoop.results.map((r) => [r.name, r.status])).toEqual([
      ['ok', 'passed'],
      ['spins after await', 'failed'],
    ]);
    expect(byName(asyncLoop, 'spins after await').error).toMatch(
      /^The run was stopped during this test\. Test timeout/,
    );

    expect(heapBomb.hasError).toBe(true);
    expect(heapBomb.errorMessage).toMatch(/^Memory limit exceeded/);
    expect(bufferBomb.hasError).toBe(true);
    expect(bufferBomb.errorMessage).toMatch(/^Memory limit exceeded/);

    expect(recursion).toMatchObject({ hasError: false, passed: 1, failed: 1 });
    expect(byName(recursion, 'recursion').error).toMatch(/^RangeError: Maximum call stack size exceeded/);

    // /healthz kept answering: during each run that spins for its 5 s limit, at least once a
    // second on average (a blocked server answers at most the one request it had in hand)
    expect(answered).toBeGreaterThan(20);
    for (const runaway of [codeLoop, testLoops, asyncLoop]) expect(runaway.answeredMeanwhile).toBeGreaterThanOrEqual(5);

    // The pool replaced the workers it killed and still works.
    const after = await run('const x = 1;', "test('fine', () => expect(x).toBe(1));");
    expect(after).toMatchObject({ passed: 1, hasError: false });
  });
});

describe('the sandbox', () => {
  it('keeps process, modules, files, environment, network and host objects out of reach', async () => {
    let connections = 0;
    const listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;

    const testCode = `
const isHostProcess = (p) => {
  try { return !!p && typeof p === 'object' && typeof p.pid === 'number' && typeof p.kill === 'function'; } catch { return false; }
};
const attempt = (name, fn) => test(name, async () => {
  let got;
  try { got = await fn(); } catch (error) { got = error; }
  if (isHostProcess(got)) {
    try { got.mainModule.require('fs').writeFileSync('/tmp/judge-escaped', 'x'); } catch {}
  }
  expect(isHostProcess(got)).toBe(false);
});
attempt('process global', () => process);
attempt('globalThis.process', () => globalThis.process);
attempt('require of a Node module', () => require('child_process'));
attempt('require of fs', () => require('fs').readFileSync('/etc/passwd', 'utf8'));
attempt('environment', () => globalThis.process && globalThis.process.env.DATABASE_URL);
attempt('constructor chain', () => globalThis.constructor.constructor('return process')());
attempt('constructor of a harness function', () => expect.constructor.constructor('return process')());
attempt('constructor of a host-backed timer function', () => setTimeout.constructor('return process')());
attempt('async function constructor', () => (async () => {}).constructor('return process')());
attempt('prototype walk from timers', () => {
  let o = setTimeout;
  for (let i = 0; i < 10 && o; i++) {
    o = Object.getPrototypeOf(o);
    try { const p = o.constructor.constructor('return process')(); if (p) return p; } catch {}
  }
});
attempt('Error.prepareStackTrace call sites', () => {
  let leaked;
  Error.prepareStackTrace = (error, frames) => {
    for (const frame of frames) {
      try { const t = frame.getThis(); if (t) leaked = t.constructor.constructor('return process')(); } catch {}
      try { const f = frame.getFunction(); if (f) leaked = f.constructor('return process')(); } catch {}
    }
    return '';
  };
  try { null.x; } catch (error) { error.stack; }
  Error.prepareStackTrace = undefined;
  return leaked;
});
attempt('host error from a stack overflow', () => {
  try { (function r() { r(); })(); } catch (error) { return error.constructor.constructor('return process')(); }
});
attempt('Promise species (CVE-2023-37466)', () => new Promise((resolve) => {
  Error.stackTraceLimit = 1; // the same overflow inside stack formatting, without formatting long stacks
  async function fn() { (function stack() { new Error().stack; stack(); })(); }
  const p = fn();
  p.constructor = { [Symbol.species]: class FakePromise { constructor(executor) {
    executor((x) => x, (error) => { try { resolve(error.constructor.constructor('return process')()); } catch (e) { resolve(e); } });
  } } };
  p.then();
  setTimeout(() => resolve(undefined), 50);
}));
attempt('error name getter during stack formatting (CVE-2023-32314)', () => {
  const error = new Error();
  let leaked;
  error.name = { toString() { try { leaked = arguments.constructor.constructor('return process')(); } catch {} return 'x'; } };
  try { error.stack; } catch {}
  return leaked;
});
attempt('a Proxy around a harness function', () => new Proxy(setTimeout, {}).constructor('return process')());
test('no network APIs', () => {
  expect(() => fetch('http://127.0.0.1:' + PORT)).toThrow(/tests run without a network/);
  expect(typeof XMLHttpRequest).toBe('undefined');
  expect(typeof WebSocket).toBe('undefined');
  expect(() => require('http')).toThrow(/Cannot load module "http"/);
  expect(() => require('node:net')).toThrow(/Cannot load module/);
});
test('this at the top of a test file is not the host', () => {
  expect(isHostProcess(globalThis.process)).toBe(false);
  expect(typeof Buffer).toBe('undefined');
  expect(() => new Uint8Array(64 * 1024 * 1024)).toThrow(/Array buffer allocation failed/);
});`;
    const result = await run(`const PORT = ${port};`, testCode);
    await new Promise((resolve) => listener.close(resolve));

    expect(result.hasError).toBe(false);
    expect(result.results.filter((r) => r.status !== 'passed').map((r) => [r.name, r.error])).toEqual([]);
    expect(result.total).toBe(17);
    expect(connections).toBe(0);
  });
});

describe('unhandled promise rejections', () => {
  it('fail the test they happen in, with a clear message; handled ones do not', async () => {
    const result = await run(
      'async function load(fail) {\n  if (fail) throw new Error("boom");\n  return 1;\n}\n',
      `test('forgets to await', () => {
  load(true);
});
test('forgets to await, async test', async () => {
  load(true);
  expect(await load(false)).toBe(1);
});
test('handles the rejection later in the same tick', async () => {
  const pending = load(true);
  await null;
  await expect(pending).rejects.toThrow('boom');
});
test('runs normally after them', () => {
  expect(1).toBe(1);
});`,
    );
    expect(result.results.map((r) => [r.name, r.status])).toEqual([
      ['forgets to await', 'failed'],
      ['forgets to await, async test', 'failed'],
      ['handles the rejection later in the same tick', 'passed'],
      ['runs normally after them', 'passed'],
    ]);
    expect(byName(result, 'forgets to await').error).toMatch(/^Unhandled promise rejection: Error: boom/);
    expect(byName(result, 'forgets to await, async test').error).toMatch(/^Unhandled promise rejection: Error: boom/);
  });
});

describe('tests run back to back', () => {
  // Tests without hooks share one watchdog call (runner.ts runBatch); what a test leaves behind
  // still happens before the next one starts, and is blamed on it.
  it('keep their own outcome, logs and leftovers', async () => {
    const result = await run(
      '',
      `let reject;
const waiting = new Promise((_, r) => { reject = r; });
let seen = 0;
test('logs one', () => { console.log('one'); });
test('logs two', () => { console.log('two'); expect(1).toBe(2); });
test('rejects a promise made before it', () => { reject(new Error('late')); });
test('passes after it', () => { expect(waiting).toBeInstanceOf(Promise); });
test('leaves a microtask behind', () => { queueMicrotask(() => { seen++; }); });
test('sees that microtask done', () => { expect(seen).toBe(1); });
test('spins', () => { for (;;) {} });
test('runs after the one that spun', () => { console.log('three'); });`,
    );
    expect(result.results.map((r) => [r.name, r.status, r.logs.map((l) => l.message)])).toEqual([
      ['logs one', 'passed', ['one']],
      ['logs two', 'failed', ['two']],
      ['rejects a promise made before it', 'failed', []],
      ['passes after it', 'passed', []],
      ['leaves a microtask behind', 'passed', []],
      ['sees that microtask done', 'passed', []],
      ['spins', 'failed', []],
      ['runs after the one that spun', 'passed', ['three']],
    ]);
    expect(byName(result, 'rejects a promise made before it').error).toMatch(
      /^Unhandled promise rejection: Error: late/,
    );
    expect(byName(result, 'spins').error).toBe(
      'Test timeout: the test did not finish within 5000 ms (is there an infinite loop?).',
    );
  });
});

describe('a full queue', () => {
  it('answers 503 BUSY instead of waiting', async () => {
    const judge = createJudge({ ...JUDGE_DEFAULTS, poolSize: 1, queueDepth: 1 });
    const busy = await startTestServer({ seeded: false, judge });
    try {
      const slow = {
        code: '',
        testCode: "test('slow', () => new Promise((r) => setTimeout(r, 1500)));",
        language: 'Javascript',
      };
      // wait for the single worker, so that the first request runs and the second waits
      await vi.waitFor(() => expect(judge.stats().idle).toBeGreaterThanOrEqual(1));
      const first = rest(slow, busy);
      await vi.waitFor(() => expect(judge.stats().busy).toBe(1));
      const second = rest(slow, busy);
      await vi.waitFor(() => expect(judge.stats().queued).toBe(1));
      const third = await rest(slow, busy);
      expect(third.status).toBe(503);
      // (the REST router words every 5xx generically; GraphQL carries the judge's own message)
      expect(third.body.code).toBe(503);

      const viaGraphql = await busy.graphql(RUN_CODE, { input: slow }, EN);
      expect(viaGraphql.errors?.[0]).toMatchObject({
        message: 'The judge is busy, please try again in a moment.',
        extensions: { code: 'BUSY' },
      });

      expect((await first).body.data).toMatchObject({ passed: 1 });
      expect((await second).body).toMatchObject({ code: 200, data: { passed: 1 } });
    } finally {
      await busy.close();
    }
  });
});
