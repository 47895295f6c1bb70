// Wrong: normalize is right, but relative compares the paths as strings (startsWith and a
// character-wise common prefix), so '/a/bc' looks like it is inside '/a/b'; join does not skip
// empty arguments.
function normalize(path) {
  if (path === '') return '.';
  const absolute = path[0] === '/';
  const trailing = path.endsWith('/');
  const out = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
    } else out.push(seg);
  }
  const body = out.join('/');
  if (!body) return absolute ? '/' : trailing ? './' : '.';
  return (absolute ? '/' : '') + body + (trailing ? '/' : '');
}
function join(...paths) {
  return paths.length ? normalize(paths.join('/')) : '.';
}
function relative(from, to) {
  from = normalize('/' + from).replace(/\/$/, '');
  to = normalize('/' + to).replace(/\/$/, '');
  if (from === to) return '';
  if (to.startsWith(from + '/') || from === '') return to.slice(from.length + 1);
  let i = 0;
  while (i < from.length && from[i] === to[i]) i++;
  const common = from.slice(0, from.lastIndexOf('/', i) + 1);
  const up = from.slice(common.length).split('/').filter(Boolean).map(() => '..');
  return [...up, to.slice(common.length)].filter(Boolean).join('/');
}
