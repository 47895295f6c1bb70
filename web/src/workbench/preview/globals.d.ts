// The preview runtimes' URLs (import map entries: bare specifier → URL, plus `vueCompiler`),
// defined at build time by web/vite/preview-assets.ts.
declare const __PREVIEW_RUNTIMES__: Record<string, string>;
