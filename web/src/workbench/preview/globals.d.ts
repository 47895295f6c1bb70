// Types for what the preview gets from outside TypeScript: the browser build of @vue/compiler-sfc (with the package's own types).
declare module '@vue/compiler-sfc/dist/compiler-sfc.esm-browser.js' {
  export * from '@vue/compiler-sfc';
}

/** the preview runtimes' import map entries (bare specifier → URL), from web/vite/preview-assets.ts */
declare const __PREVIEW_RUNTIMES__: Record<string, string>;
