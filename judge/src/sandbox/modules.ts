// `module`, `exports` and `require` in the sandbox: the code's exports are the only module;
// after the code ran, its exports become globals the tests can use without importing.
import type { Fn } from './errors';
import { safe } from './errors';

export function installModules(g: Record<string, unknown>) {
  const solution: { exports: unknown } = { exports: {} };
  g.module = solution;
  g.exports = solution.exports;
  const moduleNotFound = (id: unknown) =>
    new Error(
      `Cannot load module "${String(id)}": the judge runs your code on its own, without packages or Node modules. ` +
        'Tests may import the solution itself ("./solution").',
    );
  g.require = function require(id: unknown) {
    if (typeof id === 'string' && (id === '.' || id.startsWith('./') || id.startsWith('../'))) {
      return solution.exports;
    }
    throw moduleNotFound(id);
  };

  function exposeExports() {
    const exported = solution.exports as Record<string, unknown> | Fn | null;
    const expose = (name: unknown, value: unknown) => {
      if (typeof name !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(name) || name in g) return;
      Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: false });
    };
    if (typeof exported === 'function') {
      expose(exported.name, exported);
      return;
    }
    if (!exported || typeof exported !== 'object') return;
    for (const key of Object.keys(exported)) {
      const value = safe(() => exported[key], undefined);
      if (key === 'default') {
        if (typeof value === 'function') expose(value.name, value);
      } else {
        expose(key, value);
      }
    }
  }

  return { exposeExports };
}
