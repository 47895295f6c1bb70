// Collecting the tests: describe/test/it with .each/.only/.skip/.todo and the four hooks build
// a tree of blocks while the test file runs; nothing runs until the runner starts.
import type { Fn } from './errors';
import { isThenable, safe } from './errors';
import { append, isArray } from './intrinsics';
import { notAvailable } from './jest-object';

export type Mode = 'skip' | 'only' | 'todo' | undefined;
export type HookKind = 'beforeAll' | 'afterAll' | 'beforeEach' | 'afterEach';

export interface Hook {
  fn: Fn;
  timeout: number | undefined;
}

export interface Block {
  name: string;
  parent: Block | null;
  children: (Block | TestEntry)[];
  hooks: Record<HookKind, Hook[]>;
  mode: Mode;
}

export interface TestEntry {
  test: true;
  name: string;
  fn: Fn | undefined;
  timeout: number | undefined;
  mode: Mode;
  parent: Block;
}

export type Collector = ReturnType<typeof createCollector>;

export function createCollector(inspect: (value: unknown) => string) {
  const newBlock = (name: string, parent: Block | null, mode: Mode): Block => ({
    name,
    parent,
    children: [],
    hooks: { beforeAll: [], afterAll: [], beforeEach: [], afterEach: [] },
    mode,
  });
  const root = newBlock('', null, undefined);
  let currentBlock = root;
  let started = false;
  /** closed while the learner's code runs: only the test file defines tests */
  let open = false;
  let hasOnly = false;
  let testCount = 0;

  const titleOf = (name: unknown) =>
    typeof name === 'function' ? name.name || 'anonymous' : typeof name === 'string' ? name : inspect(name);

  function assertCollecting(what: string) {
    if (!open) throw new Error(`Cannot add ${what} from the solution's code: tests come from the test file.`);
    if (started) throw new Error(`Cannot add ${what} after the tests have started running.`);
  }

  function addDescribe(mode: Mode, name: unknown, fn: unknown) {
    assertCollecting('a describe block');
    if (typeof fn !== 'function') throw new Error(`describe("${titleOf(name)}") needs a callback function.`);
    if (mode === 'only') hasOnly = true;
    const block = newBlock(titleOf(name), currentBlock, mode);
    append<Block | TestEntry>(currentBlock.children, block);
    const parent = currentBlock;
    currentBlock = block;
    try {
      const result = (fn as Fn)();
      if (isThenable(result)) {
        throw new Error('Returning a Promise from "describe" is not supported: tests must be defined synchronously.');
      }
    } finally {
      currentBlock = parent;
    }
  }

  function addTest(mode: Mode, name: unknown, fn: unknown, timeout?: unknown) {
    assertCollecting('a test');
    if (mode !== 'todo' && typeof fn !== 'function') {
      throw new Error(`test("${titleOf(name)}") needs a callback function as its second argument.`);
    }
    if (mode === 'only') hasOnly = true;
    testCount++;
    append<Block | TestEntry>(currentBlock.children, {
      test: true,
      name: titleOf(name),
      fn: fn as Fn | undefined,
      timeout: typeof timeout === 'number' ? timeout : undefined,
      mode,
      parent: currentBlock,
    });
  }

  function addHook(kind: HookKind, fn: unknown, timeout?: unknown) {
    assertCollecting(`a ${kind} hook`);
    if (typeof fn !== 'function') throw new Error(`${kind}() needs a callback function.`);
    append(currentBlock.hooks[kind], { fn: fn as Fn, timeout: typeof timeout === 'number' ? timeout : undefined });
  }

  /** `test.each(table)(name, fn)` and the tagged-template form, as Jest names the cases. */
  function each(register: (name: unknown, fn: unknown, timeout?: unknown) => void) {
    return (table: unknown, ...values: unknown[]) =>
      (name: unknown, fn: unknown, timeout?: unknown) => {
        let rows: unknown[][];
        let objects: boolean;
        const strings = table as TemplateStringsArray;
        if (isArray(table) && isArray(strings.raw)) {
          const headings = strings
            .join('')
            .split('|')
            .map((h) => h.trim())
            .filter(Boolean);
          rows = [];
          for (let i = 0; i + headings.length <= values.length; i += headings.length) {
            append(rows, [Object.fromEntries(headings.map((h, j) => [h, values[i + j]]))]);
          }
          objects = true;
        } else if (isArray(table)) {
          // index loops: the rows must not depend on Array.prototype (the learner's code may patch it)
          rows = [];
          objects = true;
          for (let i = 0; i < table.length; i++) {
            const row: unknown = table[i];
            append(rows, isArray(row) ? row : [row]);
            if (!(row && typeof row === 'object' && !isArray(row))) objects = false;
          }
        } else {
          throw new Error('.each must be called with an array or a tagged template literal.');
        }
        if (typeof fn !== 'function') throw new Error(`.each("${titleOf(name)}") needs a callback function.`);
        for (let index = 0; index < rows.length; index++) {
          const args = rows[index];
          if (args === undefined) continue;
          const title = objects ? interpolate(titleOf(name), args[0], index) : printf(titleOf(name), args, index);
          const f = fn as Fn;
          const wrapped = f.length > args.length ? (done: unknown) => f(...args, done) : () => f(...args);
          register(title, wrapped, timeout);
        }
      };
  }

  function printf(title: string, args: unknown[], index: number): string {
    let i = 0;
    const out = title.replace(/%([sdifjoOp#$%])/g, (all, spec: string) => {
      if (spec === '%') return '%';
      if (spec === '#') return String(index);
      if (spec === '$') return String(index + 1);
      if (i >= args.length) return all;
      const arg = args[i++];
      if (spec === 's') return typeof arg === 'string' ? arg : inspect(arg);
      if (spec === 'd' || spec === 'i') return String(spec === 'i' ? Math.trunc(Number(arg)) : Number(arg));
      if (spec === 'f') return String(Number(arg));
      if (spec === 'j') return safe(() => JSON.stringify(arg), '[Circular]');
      return inspect(arg);
    });
    return out;
  }

  function interpolate(title: string, row: unknown, index: number): string {
    return title
      .replace(/\$([A-Za-z_$][\w$]*(?:\.[\w$]+)*)/g, (all, path: string) => {
        let value: unknown = row;
        for (const key of path.split('.')) {
          if (value == null || typeof value !== 'object' || !(key in value)) return all;
          value = (value as Record<string, unknown>)[key];
        }
        return typeof value === 'string' ? value : inspect(value);
      })
      .replace(/%#/g, String(index))
      .replace(/%\$/g, String(index + 1));
  }

  function makeTest(mode: Mode) {
    const fn = (name: unknown, f: unknown, timeout?: unknown) => addTest(mode, name, f, timeout);
    return Object.assign(fn, { each: each(fn) });
  }
  const test = Object.assign(makeTest(undefined), {
    only: makeTest('only'),
    skip: makeTest('skip'),
    todo: (name: unknown) => addTest('todo', name, undefined),
    concurrent: makeTest(undefined),
    failing: notAvailable('failing'),
  });
  function makeDescribe(mode: Mode) {
    const fn = (name: unknown, f: unknown) => addDescribe(mode, name, f);
    return Object.assign(fn, { each: each(fn) });
  }
  const describe = Object.assign(makeDescribe(undefined), {
    only: makeDescribe('only'),
    skip: makeDescribe('skip'),
  });

  return {
    root,
    /** the globals the test file uses */
    globals: {
      describe,
      fdescribe: describe.only,
      xdescribe: describe.skip,
      test,
      it: test,
      fit: test.only,
      xit: test.skip,
      xtest: test.skip,
      beforeAll: (fn: unknown, timeout?: unknown) => addHook('beforeAll', fn, timeout),
      afterAll: (fn: unknown, timeout?: unknown) => addHook('afterAll', fn, timeout),
      beforeEach: (fn: unknown, timeout?: unknown) => addHook('beforeEach', fn, timeout),
      afterEach: (fn: unknown, timeout?: unknown) => addHook('afterEach', fn, timeout),
    },
    testCount: () => testCount,
    hasOnly: () => hasOnly,
    /** the learner's code has run: the test file may define tests */
    open() {
      open = true;
    },
    /** no test or hook may be added once the tests run */
    close() {
      started = true;
    },
  };
}
