// The benchmarks' entry (@platform/judge/bench, scripts/bench): the judge's parts measured one by
// one (the bundles, a bare worker process, transpiling, a UI tree's bundling). Not for the server.
export { judgeBundles } from './bundle';
export { killWorker, launchWorker } from './launcher';
export { LIMITS } from './pool';
export { transpile } from './transpile';
export { bundleUiApp } from './ui/bundle-app';
export { flattenFiles } from './ui/tree';
export { UI_GLOBAL, domSetupScript } from './ui/dom-bundle';
