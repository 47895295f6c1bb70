// Wrong: the guard against late notifications is right, but the teardown only runs on unsubscribe():
// a producer that completes or fails keeps its timers and listeners alive.
class Observable {
  constructor(producer) {
    this.producer = producer;
  }
  subscribe(observerOrNext, error, complete) {
    const observer = typeof observerOrNext === 'function' || !observerOrNext ? { next: observerOrNext, error, complete } : observerOrNext;
    let closed = false;
    const subscriber = {
      next(v) {
        if (!closed && observer.next) observer.next(v);
      },
      error(e) {
        if (closed) return;
        closed = true;
        if (observer.error) observer.error(e);
      },
      complete() {
        if (closed) return;
        closed = true;
        if (observer.complete) observer.complete();
      },
      get closed() {
        return closed;
      },
    };
    let teardown = null;
    try {
      const result = this.producer(subscriber);
      if (typeof result === 'function') teardown = result;
      else if (result && result.unsubscribe) teardown = () => result.unsubscribe();
    } catch (e) {
      subscriber.error(e);
    }
    return {
      unsubscribe() {
        closed = true;
        if (teardown) {
          const t = teardown;
          teardown = null;
          t();
        }
      },
    };
  }
  map(project) {
    return new Observable((s) =>
      this.subscribe({
        next(v) {
          try {
            s.next(project(v));
          } catch (e) {
            s.error(e);
          }
        },
        error: (e) => s.error(e),
        complete: () => s.complete(),
      }),
    );
  }
  filter(predicate) {
    return new Observable((s) =>
      this.subscribe({
        next(v) {
          try {
            if (predicate(v)) s.next(v);
          } catch (e) {
            s.error(e);
          }
        },
        error: (e) => s.error(e),
        complete: () => s.complete(),
      }),
    );
  }
}
