// Module resolution inside a file tree, shared with the UI judge (preview-runtime/src): the
// entry per framework, relative imports with or without an extension, the runtimes' specifiers.
export {
  ENTRY_PATTERNS,
  type Framework,
  RUNTIME_SPECIFIERS,
  findEntry,
  isRelative,
  resolveInTree as resolveImport,
} from '../../../../preview-runtime/src/tree-resolution';
