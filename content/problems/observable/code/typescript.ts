interface Observer<T> {
  next?: (value: T) => void;
  error?: (err: unknown) => void;
  complete?: () => void;
}

interface Subscriber<T> {
  next(value: T): void;
  error(err: unknown): void;
  complete(): void;
  readonly closed: boolean;
}

interface Subscription {
  unsubscribe(): void;
}

type Teardown = (() => void) | Subscription | void;

class Observable<T> {
  /** `producer` is called once per subscription and may return a teardown. */
  constructor(producer: (subscriber: Subscriber<T>) => Teardown) {
    // TODO: implement
  }

  subscribe(
    observerOrNext?: Observer<T> | ((value: T) => void) | null,
    error?: (err: unknown) => void,
    complete?: () => void,
  ): Subscription {
    // TODO: implement
    throw new Error('Not implemented');
  }

  map<R>(project: (value: T) => R): Observable<R> {
    // TODO: implement
    throw new Error('Not implemented');
  }

  filter(predicate: (value: T) => boolean): Observable<T> {
    // TODO: implement
    throw new Error('Not implemented');
  }
}
