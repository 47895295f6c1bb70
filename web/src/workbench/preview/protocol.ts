// The messages between the workbench and the preview frame (postMessage only: the frame is
// sandboxed without allow-same-origin, so it shares nothing else with the app).
import type { PreviewError } from './errors';

/** one step of building the preview document, in order */
export type PreviewStep =
  | { kind: 'style'; path: string; css: string }
  | { kind: 'classic'; path: string; code: string }
  | { kind: 'inline'; code: string }
  | { kind: 'module'; specifier: string };

export interface PreviewProject {
  /** bare specifier → URL: the runtimes, and `@files/<path>` for the tree's modules (given as code) */
  runtimes: Record<string, string>;
  /** `@files/<path>` → compiled ES module source */
  modules: Record<string, string>;
  /** markup of <head> (title, meta) and <body> before any script runs */
  head: string;
  body: string;
  steps: PreviewStep[];
}

/** what the workbench sends: the framework's files, compiled and run inside the frame */
export interface PreviewRequest {
  framework: 'React' | 'Vue' | 'VanillaJS';
  /** path → code */
  files: Record<string, string>;
  /** bare specifier → URL of the runtimes we serve */
  runtimes: Record<string, string>;
  /** URL of @vue/compiler-sfc's browser build */
  vueCompiler: string;
}

/** what a spare frame is told while the learner types: the framework whose runtimes to load */
export type WarmRequest = Pick<PreviewRequest, 'framework' | 'runtimes' | 'vueCompiler'>;

export type ParentMessage = { source: 'ffp-preview-parent' } & (
  { type: 'render'; request: PreviewRequest } | { type: 'warm'; request: WarmRequest }
);

export type FrameMessage = { source: 'ffp-preview-frame' } & (
  | { type: 'ready' }
  | { type: 'loaded' }
  | { type: 'console'; level: 'log' | 'info' | 'warn' | 'error'; message: string }
  | { type: 'error'; kind: 'runtime' | 'scriptLoad'; message: string; file?: string; line?: number }
  | { type: 'compileError'; error: PreviewError }
);

export const FILES_PREFIX = '@files/';
