// The preview's state (spec §4: loading, error, loaded): 750 ms after the last change (at once
// the first time) the framework's files go to a fresh frame document, which compiles and runs
// them; a frame that has not said "loaded" within 15 s is a load failure, and what the frame
// reports (compile errors, console calls, runtime errors) comes here. The frame itself is rendered by BrowserTab.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ConsoleEntry } from '../console/consoleLog';
import type { PreviewError } from './errors';
import { type FileNode, flattenTree } from './fileTree';
import type { FrameMessage, ParentMessage, PreviewRequest } from './protocol';
import type { Framework } from './resolve';
import { PREVIEW_RERENDER_MS, PREVIEW_TIMEOUT_MS } from './timing';

export const FRAME_URL = '/preview/frame.html';
/** the iframe's sandbox: scripts yes, the app's origin (storage, cookies, tokens) never */
export const FRAME_SANDBOX = 'allow-scripts allow-modals allow-forms allow-popups';

export type Device = 'phone' | 'tablet' | 'desktop';
export const DEVICE_WIDTHS: Record<Device, number | null> = { phone: 375, tablet: 768, desktop: null };

export type PreviewStatus = 'loading' | 'error' | 'loaded';

export function isFrameMessage(data: unknown): data is FrameMessage {
  return !!data && typeof data === 'object' && (data as { source?: unknown }).source === 'ffp-preview-frame';
}

/** an error the frame reports, as the preview shows it */
export function frameError(message: Extract<FrameMessage, { type: 'error' }>): PreviewError {
  return message.kind === 'scriptLoad'
    ? { code: 'scriptLoad', url: message.message }
    : { code: 'runtime', message: message.message, file: message.file, line: message.line };
}

export const renderMessage = (request: PreviewRequest): ParentMessage => ({
  source: 'ffp-preview-parent',
  type: 'render',
  request,
});

/** what the spare frame is told to load before the next render */
export function warmMessage(framework: Framework): ParentMessage {
  const { vueCompiler, ...runtimes } = __PREVIEW_RUNTIMES__;
  return {
    source: 'ffp-preview-parent',
    type: 'warm',
    request: { framework, runtimes, vueCompiler: vueCompiler ?? '' },
  };
}

export function usePreview(options: {
  enabled: boolean;
  framework: Framework;
  tree: FileNode[];
  revision: number;
  log: (entries: Omit<ConsoleEntry, 'timestamp'>[]) => void;
}) {
  const { enabled, framework, tree, revision, log } = options;
  const [status, setStatus] = useState<PreviewStatus>('loading');
  const [error, setError] = useState<PreviewError | null>(null);
  const [project, setProject] = useState<PreviewRequest | null>(null);
  /**
   * A new frame document per render (import maps and user state cannot be reset in place): the
   * frame `frameKey` shows the project, and the one keyed `frameKey + 1` is the spare, loading
   * the runtimes while the learner types (BrowserTab).
   */
  const [frameKey, setFrameKey] = useState(0);
  const [device, setDevice] = useState<Device>('desktop');
  const first = useRef(true);

  const render = useCallback(() => {
    performance.mark('preview:render'); // for `npm run bench:preview`
    setStatus('loading');
    setError(null);
    const { vueCompiler, ...runtimes } = __PREVIEW_RUNTIMES__;
    setProject({ framework, files: Object.fromEntries(flattenTree(tree)), runtimes, vueCompiler: vueCompiler ?? '' });
    setFrameKey((key) => key + 1);
  }, [framework, tree]);

  // the latest render for the timer and Reload (the timer restarts on revisions, not on every tree)
  const renderRef = useRef(render);
  useLayoutEffect(() => {
    renderRef.current = render;
  }, [render]);
  useEffect(() => {
    if (!enabled) return;
    performance.mark('preview:change'); // for `npm run bench:preview`
    const delay = first.current ? 0 : PREVIEW_RERENDER_MS;
    first.current = false;
    const timer = setTimeout(() => renderRef.current(), delay);
    return () => clearTimeout(timer);
  }, [enabled, revision, framework]);

  // a frame that never reports "loaded" is a load failure after 15 s
  useEffect(() => {
    if (!enabled || status !== 'loading' || !project) return;
    const timer = setTimeout(() => {
      setError({ code: 'timeout' });
      setStatus('error');
    }, PREVIEW_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [enabled, status, project, frameKey]);

  /** what the current frame says (BrowserTab checks the sender first) */
  const onFrameMessage = useCallback(
    (message: FrameMessage) => {
      if (message.type === 'loaded') {
        setStatus((current) => (current === 'loading' ? 'loaded' : current));
      } else if (message.type === 'compileError') {
        setError(message.error);
        setStatus('error');
      } else if (message.type === 'console') {
        log([{ type: 'console', level: message.level, message: message.message }]);
      } else if (message.type === 'error') {
        setError(frameError(message));
        setStatus('error');
        log([{ type: 'console', level: 'error', message: message.message }]);
      }
    },
    [log],
  );

  const frameUnreachable = useCallback(() => {
    setError({ code: 'frameAccess' });
    setStatus('error');
  }, []);

  const reload = useCallback(() => renderRef.current(), []);

  /** the same document in a tab of its own, sandboxed by the server's policy; it gets the project by message */
  const openInNewTab = useCallback(() => {
    if (!project) return;
    const tab = window.open(FRAME_URL, '_blank');
    if (!tab) return frameUnreachable();
    const onMessage = (event: MessageEvent) => {
      if (event.source !== tab || !isFrameMessage(event.data) || event.data.type !== 'ready') return;
      window.removeEventListener('message', onMessage);
      tab.postMessage(renderMessage(project), '*');
    };
    window.addEventListener('message', onMessage);
    setTimeout(() => window.removeEventListener('message', onMessage), PREVIEW_TIMEOUT_MS);
  }, [project, frameUnreachable]);

  // one object while nothing changed: the workbench controller's memo depends on it
  return useMemo(
    () => ({
      /** the framework the spare frame gets ready for */
      framework,
      status,
      error,
      project,
      frameKey,
      device,
      setDevice,
      onFrameMessage,
      frameUnreachable,
      reload,
      openInNewTab,
    }),
    [framework, status, error, project, frameKey, device, onFrameMessage, frameUnreachable, reload, openInNewTab],
  );
}
