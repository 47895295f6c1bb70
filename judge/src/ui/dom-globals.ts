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
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- the focused element is the state kept
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

// Checkedness, which linkedom keeps only as an attribute: a browser's input has `checked` (state,
// starting from the attribute) and `indeterminate` properties. Without them Vue, which binds
// :checked as a property only when the element has one, wrote an attribute and `input.checked`
// read undefined. Checking a radio unchecks the others of its group, as in a browser.
const checkedState = new WeakMap<object, boolean>();
const indeterminateState = new WeakMap<object, boolean>();
if (typeof win.HTMLInputElement === 'function') {
  Object.defineProperties((win.HTMLInputElement as { prototype: object }).prototype, {
    checked: {
      configurable: true,
      get(this: Element) {
        return checkedState.get(this) ?? this.hasAttribute('checked');
      },
      set(this: Element, value: unknown) {
        const checked = !!value;
        checkedState.set(this, checked);
        const name = this.getAttribute('name');
        if (!checked || (this.getAttribute('type') ?? '').toLowerCase() !== 'radio' || !name) return;
        const scope = this.closest('form') ?? this.ownerDocument;
        for (const other of scope.querySelectorAll('input[type="radio"]')) {
          if (other !== this && other.getAttribute('name') === name) checkedState.set(other, false);
        }
      },
    },
    indeterminate: {
      configurable: true,
      get(this: object) {
        return indeterminateState.get(this) ?? false;
      },
      set(this: object, value: unknown) {
        indeterminateState.set(this, !!value);
      },
    },
  });
}

// Activation behaviour, which linkedom leaves out and a browser (and jsdom) have: a click on a
// checkbox or radio flips it first (undone if the click is cancelled) and then fires input and
// change; a click on a form's submit button submits the form (a `submit` event).
const NodeClass = win.Node as typeof Node;
let owner: { dispatchEvent: (event: Event) => boolean } = NodeClass.prototype;
while (owner && !Object.prototype.hasOwnProperty.call(owner, 'dispatchEvent')) owner = Object.getPrototypeOf(owner);
const dispatch = owner.dispatchEvent;
/** the native setter, past what a framework put on the element itself (React's value tracker) */
function setChecked(element: HTMLInputElement, checked: boolean) {
  for (let proto = Object.getPrototypeOf(element); proto; proto = Object.getPrototypeOf(proto)) {
    const setter = Object.getOwnPropertyDescriptor(proto, 'checked')?.set;
    if (setter) return setter.call(element, checked);
  }
  element.checked = checked;
}
owner.dispatchEvent = function dispatchEvent(this: Element, event: Event): boolean {
  if (event.type !== 'click' || !(this instanceof (win.HTMLElement as typeof HTMLElement))) {
    return dispatch.call(this, event);
  }
  const element = this as HTMLInputElement & HTMLButtonElement;
  const tag = element.tagName;
  const type = (element.getAttribute('type') ?? '').toLowerCase();
  if (element.disabled) return false;
  if (tag === 'INPUT' && (type === 'checkbox' || type === 'radio')) {
    const before = element.checked;
    setChecked(element, type === 'radio' ? true : !before);
    const proceed = dispatch.call(this, event);
    if (!proceed) setChecked(element, before);
    else if (element.checked !== before) {
      dispatch.call(this, new EventClass('input', { bubbles: true }));
      dispatch.call(this, new EventClass('change', { bubbles: true }));
    }
    return proceed;
  }
  const proceed = dispatch.call(this, event);
  const submits = (tag === 'BUTTON' && (type === '' || type === 'submit')) || (tag === 'INPUT' && type === 'submit');
  const form = submits ? element.closest('form') : null;
  if (proceed && form) dispatch.call(form, new EventClass('submit', { bubbles: true, cancelable: true }));
  return proceed;
};

// Reflected attributes linkedom misses: an <input> without a type is a text input (React
// decides how to report changes by it), and <label>.htmlFor is its `for` attribute.
const reflect = (
  cls: unknown,
  property: string,
  get: (el: Element) => unknown,
  set: (el: Element, v: unknown) => void,
) => {
  if (typeof cls !== 'function') return;
  Object.defineProperty((cls as { prototype: object }).prototype, property, {
    configurable: true,
    get(this: Element) {
      return get(this);
    },
    set(this: Element, value: unknown) {
      set(this, value);
    },
  });
};
reflect(
  win.HTMLInputElement,
  'type',
  (el) => (el.getAttribute('type') || 'text').toLowerCase(),
  (el, v) => el.setAttribute('type', String(v)),
);
// (created labels are plain HTMLElements in linkedom, so on HTMLElement, for <label> and <output>)
reflect(
  win.HTMLElement,
  'htmlFor',
  (el) => el.getAttribute('for') ?? '',
  (el, v) => el.setAttribute('for', String(v)),
);

/** a boolean property that is the presence of its attribute (disabled, required…) */
const reflectBoolean = (cls: unknown, property: string, attribute = property.toLowerCase()) =>
  reflect(
    cls,
    property,
    (el) => el.hasAttribute(attribute),
    (el, v) => el.toggleAttribute(attribute, Boolean(v)),
  );

// A browser's nodes say what they are (`Object.prototype.toString.call(div)` is
// "[object HTMLDivElement]"); linkedom's say "[object Object]", so Vue took them for plain objects
// and wrapped every template ref (`const el = ref(null)`) in a reactive proxy: focus() and
// identity checks on it then failed. The class name is the tag, as in a browser.
Object.defineProperty((win.Node as typeof Node).prototype, Symbol.toStringTag, {
  configurable: true,
  get(this: object) {
    return this.constructor.name;
  },
});

// Text selection, which linkedom lacks: React reads an input's selectionStart/selectionEnd
// around renders that move focus (and falls back to window.getSelection, which threw). A caret at
// the end of the value, moved by setSelectionRange; an empty document selection.
const carets = new WeakMap<object, { start: number; end: number }>();
const caretOf = (el: { value?: string }) =>
  carets.get(el) ?? { start: el.value?.length ?? 0, end: el.value?.length ?? 0 };
for (const name of ['HTMLInputElement', 'HTMLTextAreaElement']) {
  const cls = win[name];
  if (typeof cls !== 'function') continue;
  Object.defineProperties((cls as { prototype: object }).prototype, {
    selectionStart: {
      configurable: true,
      get(this: { value?: string }) {
        return caretOf(this).start;
      },
      set(this: { value?: string }, start: number) {
        carets.set(this, { start, end: Math.max(start, caretOf(this).end) });
      },
    },
    selectionEnd: {
      configurable: true,
      get(this: { value?: string }) {
        return caretOf(this).end;
      },
      set(this: { value?: string }, end: number) {
        carets.set(this, { start: Math.min(caretOf(this).start, end), end });
      },
    },
    setSelectionRange: {
      configurable: true,
      value(this: object, start: number, end: number) {
        carets.set(this, { start, end });
      },
    },
  });
}
const emptySelection = () => ({
  rangeCount: 0,
  anchorNode: null,
  focusNode: null,
  isCollapsed: true,
  type: 'None',
  addRange() {},
  removeAllRanges() {},
  collapse() {},
  extend() {},
  toString: () => '',
});
win.getSelection = emptySelection;
g.getSelection = emptySelection;
(document as unknown as Record<string, unknown>).getSelection = emptySelection;

// Attribute names are case-insensitive on HTML elements, as in a browser (which lowercases them):
// React writes some props under their camelCase names (maxLength, autoComplete, colSpan…) and a
// test reads them as HTML spells them. SVG's names (viewBox) keep their case.
const ElementClass = win.Element as typeof Element;
const SvgClass = win.SVGElement as typeof SVGElement | undefined;
for (const method of ['setAttribute', 'getAttribute', 'hasAttribute', 'removeAttribute', 'toggleAttribute'] as const) {
  const original = ElementClass.prototype[method] as (this: Element, name: string, ...rest: unknown[]) => unknown;
  if (typeof original !== 'function') continue;
  Object.defineProperty(ElementClass.prototype, method, {
    configurable: true,
    writable: true,
    value(this: Element, name: string, ...rest: unknown[]) {
      const html = !(SvgClass && this instanceof SvgClass);
      return original.call(this, html && typeof name === 'string' ? name.toLowerCase() : name, ...rest);
    },
  });
}

// <select> and <option> as a browser has them (linkedom keeps the selection in the `selected`
// attribute, reads a select's value only from an option carrying it and cannot set it): a single
// select without a selected option shows its first enabled one; an option's value defaults to its
// text; value, selectedIndex, selectedOptions, options, length, type and multiple on the select;
// text, index, label and disabled on the option. fireEvent.change(select, { target: { value } })
// and React's <select value> both write select.value or option.selected.
const selectOf = (option: Element): Element | null => option.closest('select');
const optionsOf = (select: Element): Element[] => [...select.querySelectorAll('option')];
const isMultiple = (select: Element | null) => select?.hasAttribute('multiple') ?? false;
const shownOptions = (select: Element): Element[] => {
  const options = optionsOf(select);
  const chosen = options.filter((option) => option.hasAttribute('selected'));
  if (isMultiple(select)) return chosen;
  if (chosen.length > 0) return [chosen[chosen.length - 1]!];
  const first = options.find((option) => !option.hasAttribute('disabled'));
  return first ? [first] : [];
};
const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const optionValue = (option: Element) => option.getAttribute('value') ?? collapse(option.textContent);
const selectOnly = (select: Element, chosen: Element | undefined) => {
  for (const option of optionsOf(select)) {
    if (option === chosen) option.setAttribute('selected', '');
    else option.removeAttribute('selected');
  }
};
const defineAll = (cls: unknown, properties: PropertyDescriptorMap) => {
  if (typeof cls === 'function') Object.defineProperties((cls as { prototype: object }).prototype, properties);
};
defineAll(win.HTMLOptionElement, {
  value: {
    configurable: true,
    get(this: Element) {
      return optionValue(this);
    },
    set(this: Element, value: unknown) {
      this.setAttribute('value', String(value));
    },
  },
  selected: {
    configurable: true,
    get(this: Element) {
      const select = selectOf(this);
      return select ? shownOptions(select).includes(this) : this.hasAttribute('selected');
    },
    set(this: Element, value: unknown) {
      const select = selectOf(this);
      if (value && select && !isMultiple(select)) selectOnly(select, this);
      else if (value) this.setAttribute('selected', '');
      else this.removeAttribute('selected');
    },
  },
  text: {
    configurable: true,
    get(this: Element) {
      return collapse(this.textContent);
    },
    set(this: Element, value: unknown) {
      this.textContent = String(value);
    },
  },
  label: {
    configurable: true,
    get(this: Element) {
      return this.getAttribute('label') ?? collapse(this.textContent);
    },
  },
  index: {
    configurable: true,
    get(this: Element) {
      const select = selectOf(this);
      return select ? optionsOf(select).indexOf(this) : 0;
    },
  },
});
reflectBoolean(win.HTMLOptionElement, 'defaultSelected', 'selected');
reflectBoolean(win.HTMLOptionElement, 'disabled');
defineAll(win.HTMLSelectElement, {
  value: {
    configurable: true,
    get(this: Element) {
      const shown = shownOptions(this)[0];
      return shown ? optionValue(shown) : '';
    },
    set(this: Element, value: unknown) {
      selectOnly(
        this,
        optionsOf(this).find((option) => optionValue(option) === String(value)),
      );
    },
  },
  selectedIndex: {
    configurable: true,
    get(this: Element) {
      const shown = shownOptions(this)[0];
      return shown ? optionsOf(this).indexOf(shown) : -1;
    },
    set(this: Element, index: number) {
      selectOnly(this, optionsOf(this)[index]);
    },
  },
  selectedOptions: {
    configurable: true,
    get(this: Element) {
      return shownOptions(this);
    },
  },
  options: {
    configurable: true,
    get(this: Element) {
      const options = optionsOf(this);
      return Object.assign(options, { item: (index: number) => options[index] ?? null });
    },
  },
  length: {
    configurable: true,
    get(this: Element) {
      return optionsOf(this).length;
    },
  },
  type: {
    configurable: true,
    get(this: Element) {
      return isMultiple(this) ? 'select-multiple' : 'select-one';
    },
  },
});
reflectBoolean(win.HTMLSelectElement, 'multiple');

// More of what a form control has in a browser and linkedom leaves out: input.select() (selects
// the whole value, fires `select`), boolean and number reflections React and Testing Library read
// (required, readOnly, maxLength…), an input's defaultValue (its `value` attribute, which React
// writes for an uncontrolled input), and a table cell's colSpan and rowSpan.
for (const name of ['HTMLInputElement', 'HTMLTextAreaElement']) {
  defineAll(win[name], {
    select: {
      configurable: true,
      value(this: HTMLInputElement) {
        this.setSelectionRange(0, this.value?.length ?? 0);
        this.dispatchEvent(new EventClass('select', { bubbles: true }));
      },
    },
  });
  for (const property of ['required', 'readOnly', 'autofocus']) reflectBoolean(win[name], property);
  for (const property of ['maxLength', 'minLength']) {
    const attribute = property.toLowerCase();
    reflect(
      win[name],
      property,
      (el) => (el.hasAttribute(attribute) ? Number(el.getAttribute(attribute)) : -1),
      (el, v) => el.setAttribute(attribute, String(v)),
    );
  }
  // string attributes that read '' when absent (linkedom's name and placeholder read null)
  for (const property of ['name', 'placeholder', 'autocomplete']) {
    reflect(
      win[name],
      property,
      (el) => el.getAttribute(property) ?? '',
      (el, v) => el.setAttribute(property, String(v)),
    );
  }
}
reflect(
  win.HTMLInputElement,
  'defaultValue',
  (el) => el.getAttribute('value') ?? '',
  (el, v) => el.setAttribute('value', String(v)),
);
// (linkedom makes <td> and <th> plain HTMLElements, so on HTMLElement, for table cells alone)
const isCell = (el: Element) => el.tagName === 'TD' || el.tagName === 'TH';
for (const property of ['colSpan', 'rowSpan']) {
  const attribute = property.toLowerCase();
  reflect(
    win.HTMLElement,
    property,
    (el) => (isCell(el) ? Number(el.getAttribute(attribute) ?? 1) : undefined),
    (el, v) => el.setAttribute(attribute, String(v)),
  );
}

// <label>.control, which linkedom lacks: Testing Library's getByLabelText finds an input's labels
// through it (a label's `for`, else the first labelable element inside it)
const LABELABLE = 'button, input:not([type="hidden"]), meter, output, progress, select, textarea';
if (typeof win.HTMLElement === 'function') {
  Object.defineProperty((win.HTMLElement as { prototype: object }).prototype, 'control', {
    configurable: true,
    get(this: Element) {
      if (this.tagName !== 'LABEL') return undefined;
      const id = this.getAttribute('for');
      const target = id ? this.ownerDocument.getElementById(id) : this.querySelector(LABELABLE);
      return target && target.matches(LABELABLE) ? target : null;
    },
  });
}

// Feature tests read event handler properties (`'oninput' in document`): React listens to
// `input` events for onChange only when the document says it supports them.
for (const name of ['input', 'change', 'click', 'keydown', 'keyup', 'focus', 'blur', 'submit', 'scroll', 'wheel']) {
  if (!(`on${name}` in document)) {
    Object.defineProperty(document, `on${name}`, { value: null, writable: true, configurable: true });
  }
}
