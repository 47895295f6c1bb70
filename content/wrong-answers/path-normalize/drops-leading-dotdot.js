// Wrong: drops a '..' that has nothing to cancel in relative paths too (as if every path were
// absolute), loses the trailing slash, and does not check argument types.
function normalize(path) {
  const absolute = path.startsWith('/');
  const stack = [];
  for (const seg of path.split('/')) {
    if (seg === '..') stack.pop();
    else if (seg !== '' && seg !== '.') stack.push(seg);
  }
  const body = stack.join('/');
  return absolute ? '/' + body : body || '.';
}
function join(...paths) {
  return normalize(paths.filter(Boolean).join('/'));
}
function relative(from, to) {
  const a = normalize('/' + from).split('/').filter(Boolean);
  const b = normalize('/' + to).split('/').filter(Boolean);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
}
