/**
 * The URL a module specifier resolves to under an import map (scopes, then imports).
 *
 * @param {string} specifier e.g. 'react', 'lodash/get.js', './util.js'
 * @param {string} baseURL the importing module's URL
 * @param {{ imports?: Record<string, string>, scopes?: Record<string, Record<string, string>> }} [importMap]
 * @returns {string}
 */
function resolveImport(specifier, baseURL, importMap = {}) {
  // TODO: implement
}
