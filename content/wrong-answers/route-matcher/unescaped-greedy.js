// Wrong: does not escape regex characters and uses (.+), which crosses slashes.
function matchRoute(pattern, path) {
  const names = [];
  const source = pattern.replace(/:(\w+)/g, (_, name) => {
    names.push(name);
    return '(.+)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  const params = {};
  names.forEach((name, i) => (params[name] = match[i + 1]));
  return params;
}
