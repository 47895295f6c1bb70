// Attacks on a UI verdict from the app's own code: the app runs in the realm of the DOM, Testing
// Library and the hidden tests, so it tries to swap what the tests call. Each run is the counter
// problem's starter (Increment does nothing: a failing submission) with an attack prepended to its
// entry file, judged by the real judge (real locked-down workers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../content/load';
import type { FileNode } from '../content/types';
import { verdictOf } from '../solutions/solutions.service';
import { JUDGE_DEFAULTS, type JudgeService, createJudge } from '@platform/judge';

let judge: JudgeService;
beforeAll(() => {
  judge = createJudge({ ...JUDGE_DEFAULTS, poolSize: 1 });
});
afterAll(() => judge?.close());

const counter = loadContent().problems.find((p) => p.link === 'counter')!;
const starter = counter.fileTrees.VanillaJS!;

/** the starter with `attack` run first whenever the app is evaluated (before every test) */
const withAttack = (attack: string): FileNode[] =>
  starter.map((node) => (node.id === 'index.js' ? { ...node, code: `${attack}\n${node.code}` } : node));

const ATTACKS: [string, string][] = [
  [
    'waitFor replaced by one that resolves at once',
    `const noWait = async () => {};
     try { globalThis.waitFor = noWait; } catch {}
     try { Object.defineProperty(globalThis, 'waitFor', { value: noWait, configurable: true, writable: true }); } catch {}`,
  ],
  [
    'screen replaced by one that finds whatever is asked',
    `const one = () => { const b = document.createElement('button'); b.textContent = '1'; return b; };
     const fake = new Proxy({}, { get: () => one });
     try { globalThis.screen = fake; } catch {}
     try { Object.defineProperty(globalThis, 'screen', { value: fake, configurable: true, writable: true }); } catch {}`,
  ],
  [
    'mountApp replaced by a static page that shows 1',
    `const page = async () => { document.body.innerHTML = '<span data-testid="count">1</span>' +
       ['Increment', 'Decrement', 'Reset'].map((n) => '<button>' + n + '</button>').join(''); return document.body; };
     try { globalThis.mountApp = page; } catch {}
     try { Object.defineProperty(globalThis, 'mountApp', { value: page, configurable: true, writable: true }); } catch {}`,
  ],
];

describe('a UI app cannot swap what the hidden tests call', () => {
  let starterPassed = Infinity;
  it('the starter fails on its own (so a pass below would be forged)', async () => {
    const result = await judge.runUi({ framework: 'VanillaJS', files: starter, testCode: counter.testCase });
    expect(result.total).toBeGreaterThan(0);
    expect(verdictOf(result)).toBe('failure');
    starterPassed = result.passed;
  });

  for (const [name, attack] of ATTACKS) {
    it(name, async () => {
      const result = await judge.runUi({
        framework: 'VanillaJS',
        files: withAttack(attack),
        testCode: counter.testCase,
      });
      expect(verdictOf(result), JSON.stringify(result).slice(0, 400)).toBe('failure');
      // and no test that fails for the starter passes with the attack
      expect(result.passed, JSON.stringify(result.results.map((r) => [r.name, r.status]))).toBeLessThanOrEqual(
        starterPassed,
      );
    });
  }
});
