// Wrong: a copy-on-write Proxy like the reference, but finalize only follows drafts: a new value that
// holds drafts (draft.todos = draft.todos.filter(...)) keeps the proxies in the result, and a returned
// draft is not finalized. It also uses the base as the Proxy target, so a frozen base throws.
function produce(base, recipe) {
  const states = new WeakMap(); // draft proxy -> its state

  const isDraftable = (value) => {
    if (Array.isArray(value)) return true;
    if (value === null || typeof value !== 'object') return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
  };
  const source = (state) => state.copy ?? state.base;

  function prepareCopy(state) {
    if (!state.copy) state.copy = Array.isArray(state.base) ? [...state.base] : { ...state.base };
  }

  function markModified(state) {
    for (let s = state; s && !s.modified; s = s.parent) {
      s.modified = true;
      prepareCopy(s);
    }
  }

  function createDraft(value, parent) {
    const state = { base: value, copy: null, modified: false, parent };
    const proxy = new Proxy(value, {
      get(_, prop) {
        const src = source(state);
        if (!Object.hasOwn(src, prop)) return Reflect.get(src, prop); // methods, Symbol.iterator…
        const current = src[prop];
        if (!states.has(current) && isDraftable(current) && current === state.base[prop]) {
          prepareCopy(state);
          return (state.copy[prop] = createDraft(current, state));
        }
        return current;
      },
      set(_, prop, value) {
        const src = source(state);
        if (Object.hasOwn(src, prop) && Object.is(src[prop], value)) return true; // not a change
        prepareCopy(state);
        state.copy[prop] = value;
        markModified(state);
        return true;
      },
      deleteProperty(_, prop) {
        if (!Object.hasOwn(source(state), prop)) return true;
        prepareCopy(state);
        delete state.copy[prop];
        markModified(state);
        return true;
      },
      has: (_, prop) => prop in source(state),
      ownKeys: () => Reflect.ownKeys(source(state)),
      getOwnPropertyDescriptor(_, prop) {
        const src = source(state);
        if (!Object.hasOwn(src, prop)) return undefined;
        if (Array.isArray(src) && prop === 'length') {
          return { value: src.length, writable: true, enumerable: false, configurable: false };
        }
        return { value: proxy[prop], writable: true, enumerable: Object.getOwnPropertyDescriptor(src, prop).enumerable, configurable: true };
      },
      defineProperty() {
        throw new TypeError('defineProperty is not supported on a draft');
      },
    });
    states.set(proxy, state);
    return proxy;
  }

  function finalize(value) {
    const state = states.get(value);
    if (state) {
      if (!state.modified) return state.base;
      if (state.finalized) return state.copy;
      state.finalized = true;
      finalizeChildren(state.copy);
      return state.copy;
    }
    return value;
  }

  function finalizeChildren(container) {
    for (const key of Object.keys(container)) {
      const child = container[key];
      if (states.has(child)) {
        const final = finalize(child);
        if (final !== child) container[key] = final;
      }
    }
  }

  const draft = createDraft(base, null);
  const returned = recipe(draft);
  return returned === undefined ? finalize(draft) : returned;
}
