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

// Focus: linkedom dispatches `focus` but keeps no active element. Keyboard tests (arrow keys
// moving focus) need document.activeElement, focus/blur and focusin/focusout in order.
let active: HTMLElement | null = null;
const EventClass = win.Event as typeof Event;
Object.defineProperty(document, 'activeElement', {
  configurable: true,
  get: () => (active && document.contains(active) ? active : document.body),
});
const elementProto = (win.HTMLElement as typeof HTMLElement).prototype;
elementProto.focus = function focus(this: HTMLElement) {
  if (active === this || (this as HTMLButtonElement).disabled) return;
  const previous = active;
  active = this;
  previous?.dispatchEvent(new EventClass('blur'));
  previous?.dispatchEvent(new EventClass('focusout', { bubbles: true }));
  this.dispatchEvent(new EventClass('focus'));
  this.dispatchEvent(new EventClass('focusin', { bubbles: true }));
};
elementProto.blur = function blur(this: HTMLElement) {
  if (active !== this) return;
  active = null;
  this.dispatchEvent(new EventClass('blur'));
  this.dispatchEvent(new EventClass('focusout', { bubbles: true }));
};

// linkedom has no UI event classes; Testing Library's fireEvent falls back to a plain Event
// without `key`, `clientX`… Small classes that keep what the init dictionary says.
type Init = Record<string, unknown>;
const MODIFIERS = ['ctrlKey', 'shiftKey', 'altKey', 'metaKey'];
function define(target: object, init: Init, defaults: Init) {
  for (const [key, value] of Object.entries(defaults)) {
    Object.defineProperty(target, key, { value: init[key] ?? value, enumerable: true, configurable: true });
  }
}
class UIEvent extends EventClass {
  constructor(type: string, init: Init = {}) {
    super(type, init);
    define(this, init, { view: null, detail: 0 });
  }
}
class FocusEvent extends UIEvent {
  constructor(type: string, init: Init = {}) {
    super(type, init);
    define(this, init, { relatedTarget: null });
  }
}
class KeyboardEvent extends UIEvent {
  constructor(type: string, init: Init = {}) {
    super(type, init);
    define(this, init, {
      key: '',
      code: '',
      location: 0,
      repeat: false,
      isComposing: false,
      charCode: 0,
      keyCode: 0,
      which: 0,
      ...Object.fromEntries(MODIFIERS.map((m) => [m, false])),
    });
  }
  getModifierState(key: string) {
    return Boolean((this as unknown as Init)[`${key.toLowerCase()}Key`]);
  }
}
class MouseEvent extends UIEvent {
  constructor(type: string, init: Init = {}) {
    super(type, init);
    define(this, init, {
      screenX: 0,
      screenY: 0,
      clientX: 0,
      clientY: 0,
      button: 0,
      buttons: 0,
      relatedTarget: null,
      ...Object.fromEntries(MODIFIERS.map((m) => [m, false])),
    });
  }
  getModifierState(key: string) {
    return Boolean((this as unknown as Init)[`${key.toLowerCase()}Key`]);
  }
}
class PointerEvent extends MouseEvent {
  constructor(type: string, init: Init = {}) {
    super(type, init);
    define(this, init, { pointerId: 0, pointerType: 'mouse', isPrimary: true, width: 1, height: 1, pressure: 0 });
  }
}
for (const [name, value] of Object.entries({ UIEvent, FocusEvent, KeyboardEvent, MouseEvent, PointerEvent })) {
  if (typeof win[name] !== 'function') win[name] = value;
  if (typeof g[name] !== 'function') g[name] = value;
}
