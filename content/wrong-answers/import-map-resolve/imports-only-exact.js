// Wrong: exact matches in imports only (no scopes, no prefixes), and relative specifiers returned as is.
function resolveImport(specifier, baseURL, importMap = {}) {
  const imports = importMap.imports || {};
  if (imports[specifier]) return imports[specifier];
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes(':')) return specifier;
  throw new TypeError(`Unmapped bare specifier: ${specifier}`);
}
