// Wrong: one set of effects for every property: any write re-runs every effect.
const all = new Set();
let current = null;
function reactive(target) {
  return new Proxy(target, {
    get(obj, key) {
      if (current) all.add(current);
      const value = obj[key];
      return value && typeof value === 'object' ? reactive(value) : value;
    },
    set(obj, key, value) {
      if (obj[key] === value) return true;
      obj[key] = value;
      [...all].forEach((run) => run !== current && run());
      return true;
    },
  });
}
function effect(fn) {
  let active = true;
  const run = () => {
    if (!active) return;
    const outer = current;
    current = run;
    try {
      fn();
    } finally {
      current = outer;
    }
  };
  run();
  return () => {
    active = false;
  };
}
