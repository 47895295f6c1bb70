// AbortController and AbortSignal (DOM standard) for the sandbox, on the sandbox's
// EventTarget: abort(reason), reason, aborted, throwIfAborted, onabort, and the static
// AbortSignal.abort / timeout / any. AbortSignal.timeout uses the sandbox's setTimeout at the
// moment it is called, so Jest's fake timers drive it like any other timer.
import { DOMException } from './dom-exception';
import { Event, EventTarget, defineEventAttribute } from './events';

const token = Symbol('AbortSignal');
let createSignal: () => AbortSignal;
let signalAbort: (signal: AbortSignal, reason: unknown) => void;

export class AbortSignal extends EventTarget {
  #aborted = false;
  #reason: unknown = undefined;
  /** signals that follow this one (AbortSignal.any) */
  readonly #dependents = new Set<AbortSignal>();

  constructor(key?: symbol) {
    if (key !== token) throw new TypeError('Illegal constructor');
    super();
  }

  get aborted(): boolean {
    return this.#aborted;
  }

  get reason(): unknown {
    return this.#reason;
  }

  throwIfAborted(): void {
    if (this.#aborted) throw this.#reason;
  }

  static abort(reason?: unknown): AbortSignal {
    const signal = new AbortSignal(token);
    signal.#aborted = true;
    signal.#reason = reason === undefined ? abortError() : reason;
    return signal;
  }

  static timeout(ms: number): AbortSignal {
    const delay = Number(ms);
    if (!Number.isFinite(delay) || delay < 0) {
      throw new TypeError(`AbortSignal.timeout: the delay must be a finite, non-negative number (got ${String(ms)}).`);
    }
    const signal = new AbortSignal(token);
    (globalThis as unknown as { setTimeout(fn: () => void, ms: number): unknown }).setTimeout(
      () => signalAbort(signal, new DOMException('The operation timed out.', 'TimeoutError')),
      delay,
    );
    return signal;
  }

  static any(signals: Iterable<AbortSignal>): AbortSignal {
    const list = [...signals];
    const result = new AbortSignal(token);
    for (const s of list) {
      if (!(s instanceof AbortSignal)) throw new TypeError('AbortSignal.any: every item must be an AbortSignal.');
      if (s.aborted) {
        result.#aborted = true;
        result.#reason = s.reason;
        return result;
      }
    }
    for (const s of list) s.#dependents.add(result);
    return result;
  }

  static {
    createSignal = () => new AbortSignal(token);
    signalAbort = (signal, reason) => {
      if (signal.#aborted) return;
      signal.#aborted = true;
      signal.#reason = reason;
      const dependents = [...signal.#dependents].filter((d) => !d.#aborted);
      for (const d of dependents) {
        d.#aborted = true;
        d.#reason = reason;
      }
      signal.dispatchEvent(new Event('abort'));
      for (const d of dependents) d.dispatchEvent(new Event('abort'));
    };
  }
}
defineEventAttribute(AbortSignal.prototype, 'abort');
Object.defineProperty(AbortSignal.prototype, Symbol.toStringTag, { value: 'AbortSignal', configurable: true });

const abortError = () => new DOMException('This operation was aborted', 'AbortError');

export class AbortController {
  readonly #signal = createSignal();

  get signal(): AbortSignal {
    return this.#signal;
  }

  abort(reason?: unknown): void {
    signalAbort(this.#signal, reason === undefined ? abortError() : reason);
  }
}
Object.defineProperty(AbortController.prototype, Symbol.toStringTag, { value: 'AbortController', configurable: true });
