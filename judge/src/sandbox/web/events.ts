// Event, EventTarget and CustomEvent for the sandbox. EventTarget and Event come from
// event-target-shim (a spec-following pure-JS implementation: capture/once/passive/signal
// options, handleEvent objects, stopImmediatePropagation, preventDefault…), bundled and
// evaluated inside the sandbox; CustomEvent adds `detail`. An error thrown by a listener is
// reported like the browser's reportError: it fails the running test.
import { Event, EventTarget, defineEventAttribute, setErrorHandler, setWarningHandler } from 'event-target-shim';

export { Event, EventTarget, defineEventAttribute };

export class CustomEvent<T = unknown> extends Event {
  readonly #detail: T | null;
  constructor(type: string, init?: { bubbles?: boolean; cancelable?: boolean; composed?: boolean; detail?: T }) {
    super(type, init);
    this.#detail = init?.detail ?? null;
  }
  get detail(): T | null {
    return this.#detail;
  }
}

/** Routes listener errors to `report` and silences the shim's developer warnings. */
export function routeListenerErrors(report: (error: unknown) => void) {
  setErrorHandler((error) => report(error));
  setWarningHandler(() => {});
}
