// Wrong: takes the first matching prefix and the first matching scope (not the longest), and
// matches prefixes without a trailing slash.
function resolveImport(specifier, baseURL, importMap = {}) {
  const urlLike = /^(\.{0,2}\/|[a-z]+:)/i.test(specifier);
  const key = urlLike ? new URL(specifier, baseURL).href : specifier;
  const lookup = (mapping = {}) => {
    if (key in mapping) return new URL(mapping[key], baseURL).href;
    const prefix = Object.keys(mapping).find((p) => key.startsWith(p));
    return prefix ? new URL(mapping[prefix] + key.slice(prefix.length), baseURL).href : null;
  };
  const scope = Object.keys(importMap.scopes || {}).find((s) => baseURL.startsWith(s));
  const found = (scope && lookup(importMap.scopes[scope])) || lookup(importMap.imports);
  if (found) return found;
  if (urlLike) return key;
  throw new TypeError(`Unmapped bare specifier: ${specifier}`);
}
