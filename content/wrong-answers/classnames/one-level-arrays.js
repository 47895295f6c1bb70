// Wrong: only flattens arrays one level deep, so nested arrays and objects inside arrays are
// turned into strings.
function classNames(...args) {
  const names = [];
  for (const arg of args) {
    if (!arg) continue;
    if (typeof arg === 'string' || typeof arg === 'number') names.push(String(arg));
    else if (Array.isArray(arg)) names.push(...arg.filter(Boolean).map(String));
    else if (typeof arg === 'object') names.push(...Object.keys(arg).filter((k) => arg[k]));
  }
  return names.filter(Boolean).join(' ');
}
