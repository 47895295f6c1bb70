// Wrong: removes duplicate names with a Set, which the statement does not ask for (names appear as
// often as they are given).
function classNames(...args) {
  const names = new Set();
  const add = (arg) => {
    if (!arg) return;
    if (typeof arg === 'string' || typeof arg === 'number') names.add(String(arg));
    else if (Array.isArray(arg)) arg.forEach(add);
    else if (typeof arg === 'object') {
      for (const key of Object.keys(arg)) if (arg[key]) names.add(key);
    }
  };
  args.forEach(add);
  return [...names].join(' ');
}
