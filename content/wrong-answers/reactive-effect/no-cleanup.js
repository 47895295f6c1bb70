// Wrong: never forgets the reads of earlier runs, and does not skip the running effect.
const deps = new Map();
let current = null;
function reactive(target) {
  return new Proxy(target, {
    get(obj, key) {
      if (current) {
        if (!deps.has(obj)) deps.set(obj, new Map());
        const byKey = deps.get(obj);
        if (!byKey.has(key)) byKey.set(key, new Set());
        byKey.get(key).add(current);
      }
      const value = obj[key];
      return value && typeof value === 'object' ? reactive(value) : value;
    },
    set(obj, key, value) {
      obj[key] = value;
      const effects = deps.get(obj)?.get(key);
      if (effects) [...effects].forEach((run) => run !== current && run());
      return true;
    },
  });
}
function effect(fn) {
  const run = () => {
    const outer = current;
    current = run;
    try {
      fn();
    } finally {
      current = outer;
    }
  };
  run();
  return () => {};
}
