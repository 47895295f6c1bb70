interface Action {
  type: string;
  [key: string]: unknown;
}

interface Store<S> {
  getState(): S;
  dispatch<A extends Action>(action: A): A;
  subscribe(listener: () => void): () => void;
}

/** A Redux-style store: one state, changed only by `reducer` in answer to dispatched actions. */
function createStore<S>(reducer: (state: S | undefined, action: Action) => S, preloadedState?: S): Store<S> {
  // TODO: implement
  throw new Error('Not implemented');
}
