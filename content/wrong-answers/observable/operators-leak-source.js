// Wrong: the core subscribe is right, but map and filter subscribe to the source without returning
// that subscription, so unsubscribing from the derived observable leaves the source running.
class Observable {
  constructor(producer) {
    this.producer = producer;
  }
  subscribe(observerOrNext, error, complete) {
    const observer = typeof observerOrNext === 'function' || !observerOrNext ? { next: observerOrNext, error, complete } : observerOrNext;
    let closed = false;
    let teardown = null;
    const cleanup = () => {
      const t = teardown;
      teardown = null;
      if (t) t();
    };
    const subscriber = {
      next(v) {
        if (!closed && observer.next) observer.next(v);
      },
      error(e) {
        if (closed) return;
        closed = true;
        if (observer.error) observer.error(e);
        cleanup();
      },
      complete() {
        if (closed) return;
        closed = true;
        if (observer.complete) observer.complete();
        cleanup();
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = this.producer(subscriber);
      if (typeof result === 'function') teardown = result;
      else if (result && result.unsubscribe) teardown = () => result.unsubscribe();
    } catch (e) {
      subscriber.error(e);
    }
    if (closed) cleanup();
    return {
      unsubscribe() {
        closed = true;
        cleanup();
      },
    };
  }
  map(project) {
    return new Observable((s) => {
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
      });
    });
  }
  filter(predicate) {
    return new Observable((s) => {
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
      });
    });
  }
}
