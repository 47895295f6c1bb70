// Runs INSIDE the sandbox (bundled with dom-setup.ts): Testing Library as the hidden tests get
// it. The app runs in the same realm, so before each call the DOM's slots are put back as they
// were (a patched `CharacterData.prototype.data` or `getComputedStyle` would answer Testing
// Library's reads), and during a query each node's own properties that shadow its class's (an
// `Object.defineProperty(el, 'textContent', …)`) are taken off, then put back: the query reads
// the DOM as it is. The objects handed to the tests are frozen, so the app cannot swap a query.
import * as TL from '@testing-library/dom';
import type { DomGuards } from '../sandbox/trusted';

type Fn = (...args: unknown[]) => unknown;
type Queries = Record<string, Fn>;

const { apply, defineProperty, deleteProperty, getOwnPropertyDescriptor, ownKeys } = Reflect;
const freeze = Object.freeze;
const ErrorOf = Error;
const StringOf = String;

export interface GuardedTestingLibrary {
  screen: Queries;
  within: (element: unknown) => Queries;
  fireEvent: Fn & Record<string, Fn>;
  waitFor: Fn;
  waitForElementToBeRemoved: Fn;
  prettyDOM: Fn;
}

/** Testing Library with every call guarded by `guards` (see above); `root` is the document */
export function guardTestingLibrary(root: Document, guards: DomGuards): GuardedTestingLibrary {
  const { shadowKeys, restoreAll } = guards;
  const document = root;

  /** `fn()` with the shadowing own properties of every node of the document taken off */
  const withoutShadows = <T>(fn: () => T): T => {
    const taken: [object, PropertyKey, PropertyDescriptor][] = [];
    const visit = (node: Node) => {
      const keys = ownKeys(node);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (key === undefined || !shadowKeys.has(key)) continue;
        const desc = getOwnPropertyDescriptor(node, key);
        if (!desc) continue;
        if (!desc.configurable || !deleteProperty(node, key)) {
          throw new ErrorOf(
            `Your app made ${StringOf(key)} of a ${StringOf(node.nodeName)} node unchangeable; the tests read the DOM as it is, so they cannot be judged.`,
          );
        }
        taken[taken.length] = [node, key, desc];
      }
      for (let child = node.firstChild; child !== null; child = child.nextSibling) {
        // what the DOM keeps on a node as writable fields, as the tree has it (a browser's are
        // read-only): a node re-parented or re-homed by hand would answer queries for another page
        if (child.parentNode !== node || child.ownerDocument !== document) rehomed(child);
        visit(child);
      }
    };
    try {
      // (linkedom keeps the doctype out of the document's list of children: the walk starts at <html>)
      const top = document.documentElement;
      if (top.parentNode !== document || top.ownerDocument !== document) rehomed(top);
      visit(top);
      return fn();
    } finally {
      for (let i = taken.length - 1; i >= 0; i--) {
        const entry = taken[i];
        if (entry) defineProperty(entry[0], entry[1], entry[2]);
      }
    }
  };

  const rehomed = (node: Node): never => {
    throw new ErrorOf(
      `Your app changed the parentNode or ownerDocument of a ${StringOf(node.nodeName)} node by hand; the tests read the DOM as it is, so they cannot be judged.`,
    );
  };

  /** a synchronous query: the slots put back, the shadows off */
  const query =
    (fn: Fn): Fn =>
    (...args) => {
      restoreAll();
      return withoutShadows(() => apply(fn, undefined, args));
    };

  /** queries bound to `container`: find* as waitFor over the guarded get*, as Testing Library does */
  const guardQueries = (bound: Queries, container?: unknown): Queries => {
    const guarded: Queries = {};
    for (const name of Object.keys(bound)) {
      const fn = bound[name];
      if (typeof fn !== 'function') continue;
      const finds = /^find(All)?By/.exec(name);
      const getter = finds ? bound[name.replace(/^find/, 'get')] : undefined;
      if (finds && typeof getter === 'function') {
        const get = query(getter);
        guarded[name] = (first, options, waitForOptions) =>
          waitFor(() => get(first, options), { ...(container ? { container } : {}), ...(waitForOptions ?? {}) });
      } else {
        guarded[name] = /^(get|query)/.test(name) ? query(fn) : restoredFirst(fn);
      }
    }
    return freeze(guarded);
  };

  /** a call that reads little and may run the app (fireEvent), or only writes (debug): the slots put back first */
  const restoredFirst =
    (fn: Fn): Fn =>
    (...args) => {
      restoreAll();
      return apply(fn, undefined, args);
    };

  const waitFor: Fn = (callback, options) => {
    restoreAll();
    return TL.waitFor(callback as () => unknown, options as TL.waitForOptions);
  };

  /** given elements, it waits until the document no longer holds them, read as it is */
  const waitForElementToBeRemoved: Fn = (target, options) => {
    restoreAll();
    if (typeof target === 'function')
      return TL.waitForElementToBeRemoved(target as () => unknown, options as TL.waitForOptions);
    const elements = (Array.isArray(target) ? target : [target]) as Node[];
    const remaining = query(() => elements.filter((element) => element && root.contains(element)));
    return TL.waitForElementToBeRemoved(remaining as () => Node[], options as TL.waitForOptions);
  };

  const fireEvent = ((element: unknown, event: unknown) => {
    restoreAll();
    return TL.fireEvent(element as Element, event as Event);
  }) as GuardedTestingLibrary['fireEvent'];
  for (const name of Object.keys(TL.fireEvent)) {
    const fire = (TL.fireEvent as unknown as Record<string, Fn>)[name];
    if (typeof fire === 'function') fireEvent[name] = restoredFirst(fire);
  }

  return {
    screen: guardQueries(TL.screen as unknown as Queries),
    within: (element) => {
      restoreAll();
      return guardQueries(TL.within(element as HTMLElement) as unknown as Queries, element);
    },
    fireEvent: freeze(fireEvent),
    waitFor,
    waitForElementToBeRemoved,
    prettyDOM: restoredFirst(TL.prettyDOM as Fn),
  };
}
