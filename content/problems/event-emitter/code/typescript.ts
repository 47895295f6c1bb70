type EventName = string | symbol;
type Listener = (...args: any[]) => void;

class EventEmitter {
  /** Adds `listener` to the end of the listeners of `eventName`. */
  on(eventName: EventName, listener: Listener): this {
    // TODO: implement
    throw new Error('Not implemented');
  }

  /** Adds a listener that runs at most once, then removes itself. */
  once(eventName: EventName, listener: Listener): this {
    // TODO: implement
    throw new Error('Not implemented');
  }

  /** Removes the most recently added registration of `listener` for `eventName`. */
  off(eventName: EventName, listener: Listener): this {
    // TODO: implement
    throw new Error('Not implemented');
  }

  /** Calls every listener of `eventName` in order, with `args`; true if it had listeners. */
  emit(eventName: EventName, ...args: unknown[]): boolean {
    // TODO: implement
    throw new Error('Not implemented');
  }

  /** How many listeners `eventName` has. */
  listenerCount(eventName: EventName): number {
    // TODO: implement
    throw new Error('Not implemented');
  }
}
