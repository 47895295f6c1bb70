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

/** clicks counted as the buttons are clicked, without touching the page */
const CLICKS = `let clicks = 0;
  document.addEventListener('click', (event) => {
    const id = event.target && event.target.getAttribute && event.target.getAttribute('data-testid');
    if (id === 'increment') clicks += 1;
    if (id === 'decrement') clicks -= 1;
    if (id === 'reset') clicks = 0;
  });`;

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
  // The rows below keep the page at 0 and make what the tests READ follow the clicks instead.
  [
    "a text node's data getter on CharacterData.prototype (the DOM's own textContent reads it)",
    `${CLICKS}
     const data = Object.getOwnPropertyDescriptor(CharacterData.prototype, 'data');
     Object.defineProperty(CharacterData.prototype, 'data', { configurable: true,
       get() { const p = this.parentNode; return p && p.getAttribute && p.getAttribute('data-testid') === 'count' ? String(clicks) : data.get.call(this); },
       set(v) { data.set.call(this, v); } });
     const disabled = Object.getOwnPropertyDescriptor(HTMLButtonElement.prototype, 'disabled') || Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'disabled');
     if (disabled) Object.defineProperty(HTMLButtonElement.prototype, 'disabled', { configurable: true,
       get() { return this.getAttribute('data-testid') === 'decrement' ? clicks === 0 : disabled.get.call(this); } });`,
  ],
  [
    'own getters on the elements themselves (textContent, disabled)',
    `${CLICKS}
     Object.defineProperty(document.querySelector('[data-testid="count"]'), 'textContent', { configurable: true, get: () => String(clicks) });
     Object.defineProperty(document.querySelector('[data-testid="decrement"]'), 'disabled', { configurable: true, get: () => clicks === 0 });`,
  ],
  [
    "querySelectorAll put on Element.prototype over the DOM's own: Testing Library finds a made-up count",
    `${CLICKS}
     const fake = document.createElement('output'); fake.setAttribute('data-testid', 'count'); fake.textContent = '0';
     document.addEventListener('click', () => { fake.textContent = String(clicks); });
     const all = Object.getPrototypeOf(Element.prototype).querySelectorAll || Element.prototype.querySelectorAll;
     Element.prototype.querySelectorAll = function (selector) {
       const found = [...all.call(this, selector)];
       return found.map((node) => (node.getAttribute('data-testid') === 'count' ? fake : node));
     };`,
  ],
  [
    "a comment's and a text node's nodeType swapped (the DOM's textContent reads the comment)",
    `${CLICKS}
     const count = document.querySelector('[data-testid="count"]');
     const shown = count.firstChild;
     const note = document.createComment('0');
     count.appendChild(note);
     try { shown.nodeType = 8; note.nodeType = 3; } catch {}
     document.addEventListener('click', () => { note.data = String(clicks); });`,
  ],
  [
    "screen's own getByTestId replaced",
    `${CLICKS}
     const fake = document.createElement('output'); fake.textContent = '0';
     document.addEventListener('click', () => { fake.textContent = String(clicks); });
     const real = screen.getByTestId;
     try { screen.getByTestId = (id, ...rest) => (id === 'count' ? fake : real(id, ...rest)); } catch {}`,
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

describe("a UI app cannot hide what is on the page from Testing Library's role queries", () => {
  // a made-up hidden test the starter fails: Reset is on the page
  const testCode = `beforeEach(async () => { await mountApp(); });
    test('Reset is not offered', () => { expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull(); });`;
  const hideReset = `const real = globalThis.getComputedStyle;
    const hiding = (el, ...rest) => {
      const style = real(el, ...rest);
      return el.getAttribute && el.getAttribute('data-testid') === 'reset' ? { ...style, display: 'none', getPropertyValue: () => 'none' } : style;
    };
    globalThis.getComputedStyle = hiding;
    window.getComputedStyle = hiding;`;

  it('the starter fails it', async () => {
    const result = await judge.runUi({ framework: 'VanillaJS', files: starter, testCode });
    expect(result.total).toBe(1);
    expect(verdictOf(result)).toBe('failure');
  });

  it("the button's ownerDocument replaced by one whose window calls it hidden", async () => {
    const attack = `const reset = document.querySelector('[data-testid="reset"]');
      const hidden = { display: 'none', visibility: 'visible', getPropertyValue: () => 'none' };
      const view = new Proxy(window, { get: (t, k) => (k === 'getComputedStyle' ? () => hidden : Reflect.get(t, k)) });
      const fakeDocument = new Proxy(document, { get: (t, k) => {
        if (k === 'defaultView') return view;
        const v = Reflect.get(t, k, t);
        return typeof v === 'function' ? v.bind(t) : v;
      } });
      try { reset.ownerDocument = fakeDocument; } catch {}`;
    const result = await judge.runUi({ framework: 'VanillaJS', files: withAttack(attack), testCode });
    expect(result.total).toBe(1);
    expect(verdictOf(result), JSON.stringify(result).slice(0, 400)).toBe('failure');
  });

  it('getComputedStyle replaced to call the button hidden', async () => {
    const result = await judge.runUi({ framework: 'VanillaJS', files: withAttack(hideReset), testCode });
    expect(result.total).toBe(1);
    expect(verdictOf(result), JSON.stringify(result).slice(0, 400)).toBe('failure');
  });
});

describe("a UI app cannot answer Testing Library's queries from its own properties", () => {
  // a made-up hidden test the starter fails: the count does not change
  const testCode = `beforeEach(async () => { await mountApp(); });
    test('shows 1 after a click', async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Increment' }));
      expect(await screen.findByText('1', {}, { timeout: 200 })).toBeTruthy();
    });`;

  it('the starter fails it', async () => {
    const result = await judge.runUi({ framework: 'VanillaJS', files: starter, testCode });
    expect(result.total).toBe(1);
    expect(verdictOf(result)).toBe('failure');
  });

  it("an own textContent getter on the count's text node (the page keeps showing 0)", async () => {
    const attack = `${CLICKS}
      const text = document.querySelector('[data-testid="count"]').firstChild;
      Object.defineProperty(text, 'textContent', { configurable: true, get: () => String(clicks) });`;
    const result = await judge.runUi({ framework: 'VanillaJS', files: withAttack(attack), testCode });
    expect(result.total).toBe(1);
    expect(verdictOf(result), JSON.stringify(result).slice(0, 400)).toBe('failure');
  });
});
