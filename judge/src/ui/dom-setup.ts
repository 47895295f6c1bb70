// Runs INSIDE the sandbox before a UI run's tests (bundled once per process by dom-bundle.ts,
// like the harness): the DOM of dom-globals.ts (evaluated first, so Testing Library binds
// `screen` to its body), Testing Library, and `mountApp()`, which gives every test a fresh
// document and a freshly evaluated app.
import './dom-globals';
import type { UiTimers } from '../sandbox/protocol';
import type { DomGuards } from '../sandbox/trusted';
import { guardTestingLibrary } from './testing-library';

const g = globalThis as unknown as Record<string, unknown>;

export interface UiApp {
  /** markup of <body> before the app runs */
  body: string;
  /** styles of the tree's CSS files and <style> blocks */
  styles: string[];
  /** evaluates the learner's app again from scratch */
  run: () => void;
}

/** installs the DOM testing globals once the app is known (called by the run's code) */
export function installUi(app: UiApp) {
  const win = g.window as Record<string, unknown>;
  const document = g.document as Document;
  const window = g.window as unknown as EventTarget;
  // the DOM's classes join the built-ins the hidden tests read as they were (sandbox/trusted.ts):
  // a patched `Node.prototype.textContent` getter must not answer the tests' own reads, nor
  // Testing Library's (testing-library.ts)
  const addBuiltIns = g.__judgeAddBuiltIns as
    ((classes: unknown[], globalSlots: readonly string[], samples: readonly object[]) => DomGuards) | undefined;
  if (!addBuiltIns) throw new Error('the harness did not offer the DOM its guards');
  const timers = g.__judgeUiTimers as UiTimers | undefined;
  if (!timers) throw new Error('the harness did not lend the DOM its timers');
  const classes: unknown[] = [];
  for (const key of Object.keys(g)) {
    if (/^[A-Z]/.test(key) && typeof g[key] === 'function') classes.push(g[key]);
  }
  const guards = addBuiltIns(classes, DOM_GLOBAL_SLOTS, designSamples(document, win.Event as typeof Event));
  Object.assign(g, guardTestingLibrary(document, guards));
  // a timer's turn, then an immediate's: React's scheduler (and MessageChannel) post their work as
  // immediates, which run in queue order, so the render posted by app.run() comes before ours.
  // A timer alone could fire first on a busy machine and leave the root empty (measured: a
  // correct shopping-cart failed 1 test of 15 under load). The harness's timers, in the same
  // queues as the app's: they only resolve this promise, so they need no watchdog.
  const settle = async () => {
    await new Promise<void>((resolve) => timers.afterTimeout(resolve));
    await new Promise<void>((resolve) => timers.afterImmediate(resolve));
  };
  g.mountApp = async () => {
    document.head.innerHTML = app.styles
      .map((css) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`)
      .join('');
    document.body.innerHTML = app.body;
    app.run();
    document.dispatchEvent(new (win.Event as typeof Event)('DOMContentLoaded', { bubbles: true }));
    window.dispatchEvent(new (win.Event as typeof Event)('load'));
    // React 18 and Vue render in a later task: let them
    await settle();
    await settle();
    return document.body;
  };
  // the app runs inside mountApp, after this: it cannot swap what the hidden tests call (a
  // `waitFor` that resolves at once would pass every assertion written inside one)
  for (const name of UI_TEST_GLOBALS) {
    Object.defineProperty(g, name, { value: g[name], writable: false, configurable: false, enumerable: false });
  }
}

/** what Testing Library calls on the global object (role queries ask getComputedStyle whether an element is hidden) */
const DOM_GLOBAL_SLOTS = ['getComputedStyle', 'MutationObserver', 'getSelection'] as const;

/** one object of each kind the DOM makes: what it keeps on its objects themselves is not a shadow */
function designSamples(document: Document, EventClass: typeof Event): object[] {
  const element = document.createElement('div');
  element.setAttribute('class', 'a');
  element.append(document.createTextNode('text'), document.createComment('comment'));
  const input = document.createElement('input');
  const event = new EventClass('sample');
  return [
    document,
    document.documentElement,
    element,
    input,
    element.firstChild as object,
    element.lastChild as object,
    document.createDocumentFragment(),
    element.childNodes,
    element.children,
    element.attributes,
    element.classList,
    element.style,
    document.createAttribute('x'),
    event,
  ];
}

const UI_TEST_GLOBALS = [
  'screen',
  'within',
  'fireEvent',
  'waitFor',
  'waitForElementToBeRemoved',
  'prettyDOM',
  'mountApp',
] as const;
