interface ImportMap {
  imports?: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
}

/** The URL a module specifier resolves to under an import map (scopes, then imports). */
function resolveImport(specifier: string, baseURL: string, importMap: ImportMap = {}): string {
  // TODO: implement
  throw new Error('Not implemented');
}
