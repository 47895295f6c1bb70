// Wrong: forwards every call straight to the observer, with no "closed" state: values after
// complete or error still arrive, and so does anything the producer pushes after unsubscribe.
class Observable {
  constructor(producer) {
    this.producer = producer;
  }
  subscribe(observerOrNext, error, complete) {
    const observer = typeof observerOrNext === 'object' && observerOrNext ? observerOrNext : { next: observerOrNext, error, complete };
    let teardown;
    let done = false;
    const finish = () => {
      if (!done && typeof teardown === 'function') {
        done = true;
        teardown();
      }
    };
    const subscriber = {
      next: (v) => observer.next && observer.next(v),
      error: (e) => {
        if (observer.error) observer.error(e);
        finish();
      },
      complete: () => {
        if (observer.complete) observer.complete();
        finish();
      },
      closed: false,
    };
    try {
      const result = this.producer(subscriber);
      teardown = result && typeof result.unsubscribe === 'function' ? () => result.unsubscribe() : result;
    } catch (e) {
      subscriber.error(e);
    }
    return { unsubscribe: finish };
  }
  map(project) {
    return new Observable((s) => this.subscribe((v) => s.next(project(v)), (e) => s.error(e), () => s.complete()));
  }
  filter(predicate) {
    return new Observable((s) => this.subscribe((v) => predicate(v) && s.next(v), (e) => s.error(e), () => s.complete()));
  }
}
