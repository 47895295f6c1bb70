// MessageChannel, MessagePort and MessageEvent (HTML) for the sandbox: postMessage clones the
// message with structuredClone and delivers it to the other port in a later macrotask (a real
// one: Jest's fake timers do not hold messages back, as in a browser); a port delivers once it
// is started (start(), or setting onmessage); close() ends both directions.
import { Event, EventTarget, defineEventAttribute } from './events';
import { structuredClone } from './structured-clone';

export class MessageEvent<T = unknown> extends Event {
  readonly #data: T | null;
  readonly #ports: readonly MessagePort[];
  constructor(type: string, init: { data?: T; ports?: MessagePort[]; bubbles?: boolean; cancelable?: boolean } = {}) {
    super(type, init);
    this.#data = init?.data ?? null;
    this.#ports = Object.freeze([...(init?.ports ?? [])]);
  }
  get data(): T | null {
    return this.#data;
  }
  get origin(): string {
    return '';
  }
  get lastEventId(): string {
    return '';
  }
  get source(): null {
    return null;
  }
  get ports(): readonly MessagePort[] {
    return this.#ports;
  }
}

const token = Symbol('MessagePort');
let entangle: (a: MessagePort, b: MessagePort) => void;
/** how a message is delivered later: set by the harness (a real macrotask) */
let later: (fn: () => void) => void = (fn) => void Promise.resolve().then(fn);

export const setMessageScheduler = (schedule: (fn: () => void) => void) => {
  later = schedule;
};

export class MessagePort extends EventTarget {
  #other: MessagePort | null = null;
  #started = false;
  #closed = false;
  readonly #queue: unknown[] = [];

  constructor(key?: symbol) {
    if (key !== token) throw new TypeError('Illegal constructor');
    super();
  }

  postMessage(message: unknown, transfer?: unknown[] | { transfer?: unknown[] }): void {
    const list = Array.isArray(transfer) ? transfer : transfer?.transfer;
    const data = structuredClone(message, { transfer: list ?? [] });
    const target = this.#other;
    if (!target || this.#closed) return;
    target.#queue.push(data);
    target.#flushLater();
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#flushLater();
  }

  close(): void {
    this.#closed = true;
    if (this.#other) {
      this.#other.#other = null;
      this.#other = null;
    }
  }

  #flushLater() {
    if (!this.#started || !this.#queue.length) return;
    later(() => {
      while (this.#started && !this.#closed && this.#queue.length) {
        this.dispatchEvent(new MessageEvent('message', { data: this.#queue.shift() }));
      }
    });
  }

  static {
    entangle = (a, b) => {
      a.#other = b;
      b.#other = a;
    };
  }
}
defineEventAttribute(MessagePort.prototype, 'messageerror');
// Setting onmessage starts the port, as in HTML.
{
  defineEventAttribute(MessagePort.prototype, 'message');
  const attribute = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    get: attribute.get,
    set(this: MessagePort, value: unknown) {
      attribute.set!.call(this, value);
      this.start();
    },
    configurable: true,
    enumerable: true,
  });
}
Object.defineProperty(MessagePort.prototype, Symbol.toStringTag, { value: 'MessagePort', configurable: true });

export class MessageChannel {
  readonly #port1 = new MessagePort(token);
  readonly #port2 = new MessagePort(token);
  constructor() {
    entangle(this.#port1, this.#port2);
  }
  get port1(): MessagePort {
    return this.#port1;
  }
  get port2(): MessagePort {
    return this.#port2;
  }
}
Object.defineProperty(MessageChannel.prototype, Symbol.toStringTag, { value: 'MessageChannel', configurable: true });
