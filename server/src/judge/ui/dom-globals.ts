// Runs INSIDE the sandbox, first (see dom-setup.ts): a DOM made in the sandbox's own realm
// (linkedom: plain JavaScript, no Node modules, so no host object is in reach) put where browser
// code and Testing Library look for it.
import { parseHTML } from 'linkedom';

const g = globalThis as unknown as Record<string, unknown>;
const { window, document } = parseHTML('<!doctype html><html><head></head><body></body></html>');
const win = window as unknown as Record<string, unknown>;

// what browser code and Testing Library look up on the global object
g.window = window;
g.document = document;
g.self = window;
// linkedom's window answers these itself (others fall through to the global object)
const DOM_NAMES = [
  'Node',
  'Element',
  'HTMLElement',
  'SVGElement',
  'Text',
  'Comment',
  'Document',
  'DocumentFragment',
  'ShadowRoot',
  'Attr',
  'CharacterData',
  'NodeList',
  'HTMLCollection',
  'DOMParser',
  'Range',
  'TreeWalker',
  'NodeFilter',
  'MutationObserver',
  'CustomElementRegistry',
  'InputEvent',
  'HTMLInputElement',
  'HTMLButtonElement',
  'HTMLSelectElement',
  'HTMLOptionElement',
  'HTMLTextAreaElement',
  'HTMLFormElement',
  'HTMLAnchorElement',
  'HTMLImageElement',
  'HTMLLabelElement',
  'HTMLTemplateElement',
  'HTMLDivElement',
  'HTMLSpanElement',
  'HTMLUListElement',
  'HTMLOListElement',
  'HTMLLIElement',
  'HTMLTableElement',
  'HTMLCanvasElement',
  'HTMLDialogElement',
  'HTMLStyleElement',
  'HTMLScriptElement',
  'HTMLBodyElement',
  'HTMLHeadingElement',
  'HTMLParagraphElement',
  'navigator',
  'customElements',
];
for (const name of DOM_NAMES) {
  if (win[name] !== undefined && !(name in g)) g[name] = win[name];
}
for (const name of ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'console']) {
  win[name] = g[name];
}
// the window's listeners (load, resize, keydown on window) are the global object's
g.addEventListener = (window as unknown as EventTarget).addEventListener.bind(window);
g.removeEventListener = (window as unknown as EventTarget).removeEventListener.bind(window);
g.dispatchEvent = (window as unknown as EventTarget).dispatchEvent.bind(window);
// linkedom computes no styles: inline styles are what a test can see (display: none, hidden)
const computed = (element: { style?: unknown }) => element.style ?? {};
win.getComputedStyle = computed;
g.getComputedStyle = computed;
g.requestAnimationFrame = (fn: (t: number) => void) => (g.setTimeout as typeof setTimeout)(() => fn(Date.now()), 16);
g.cancelAnimationFrame = (id: number) => (g.clearTimeout as typeof clearTimeout)(id);
win.requestAnimationFrame = g.requestAnimationFrame;
win.cancelAnimationFrame = g.cancelAnimationFrame;
