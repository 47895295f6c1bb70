// Wrong: adds every key of an object, whatever its value, so { disabled: false } still adds
// 'disabled'.
function classNames(...args) {
  const names = [];
  const add = (arg) => {
    if (!arg) return;
    if (Array.isArray(arg)) arg.forEach(add);
    else if (typeof arg === 'object') names.push(...Object.keys(arg));
    else if (typeof arg === 'string' || typeof arg === 'number') names.push(String(arg));
  };
  args.forEach(add);
  return names.join(' ');
}
