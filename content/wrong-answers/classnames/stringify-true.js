// Wrong: turns every truthy primitive into a name, so `true` (and functions) become classes such
// as 'true'.
function classNames(...args) {
  const names = [];
  const add = (arg) => {
    if (!arg) return;
    if (Array.isArray(arg)) arg.forEach(add);
    else if (typeof arg === 'object') {
      for (const key of Object.keys(arg)) if (arg[key]) names.push(key);
    } else names.push(String(arg));
  };
  args.forEach(add);
  return names.join(' ');
}
