// The Browser tab: the sandboxed preview frame (no allow-same-origin: the learner's code never
// reads the app's storage or tokens), its state (loading, error, loaded) and the error in the
// reader's language. Messages are taken from this frame's window only.
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiFilesApi } from '../files/UiFilesProvider';
import { DEVICE_WIDTHS, FRAME_SANDBOX, FRAME_URL, isFrameMessage, renderMessage, warmMessage } from './usePreview';
import { usePreviewErrorText } from './usePreviewErrorText';

export function BrowserTab() {
  const { t } = useTranslation('workbench');
  const { preview } = useUiFilesApi();
  const frame = useRef<HTMLIFrameElement>(null);
  const spare = useRef<HTMLIFrameElement>(null);
  /** the frame windows that said "ready", and those already sent their project */
  const ready = useRef(new WeakSet<Window>());
  const sent = useRef(new WeakSet<Window>());
  const errorText = usePreviewErrorText();
  const { project, frameKey, framework, onFrameMessage, frameUnreachable } = preview;

  // the current frame gets the project once it is ready (a promoted spare often is already)
  const sendProject = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!project || !target || !ready.current.has(target) || sent.current.has(target)) return;
    sent.current.add(target);
    target.postMessage(renderMessage(project), '*');
  }, [project]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!event.source || !isFrameMessage(event.data)) return;
      const current = frame.current?.contentWindow;
      const spareWindow = spare.current?.contentWindow;
      if (event.source === current) {
        if (event.data.type === 'ready') {
          ready.current.add(current);
          sendProject();
        } else onFrameMessage(event.data);
      } else if (event.source === spareWindow && event.data.type === 'ready') {
        ready.current.add(spareWindow);
        spareWindow.postMessage(warmMessage(framework), '*');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [framework, sendProject, onFrameMessage]);

  useEffect(() => {
    if (project && frame.current && !frame.current.contentWindow) frameUnreachable();
    else sendProject();
  }, [project, frameKey, frameUnreachable, sendProject]);

  const width = DEVICE_WIDTHS[preview.device];
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="preview" data-status={preview.status}>
      <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-3 py-1 text-xs dark:border-slate-800">
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${
            preview.status === 'loaded' ? 'bg-emerald-500' : preview.status === 'error' ? 'bg-rose-500' : 'bg-amber-400'
          }`}
        />
        <span role="status" className="text-slate-600 dark:text-slate-300">
          {t(`preview.status.${preview.status}`)}
        </span>
      </div>
      {preview.error && (
        <div
          role="alert"
          data-testid="preview-error"
          className="shrink-0 border-b border-rose-200 bg-rose-50 px-3 py-2 font-mono text-xs whitespace-pre-wrap text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200"
        >
          {errorText(preview.error)}
        </div>
      )}
      <div className="min-h-0 flex-1 overflow-auto bg-slate-200/60 dark:bg-slate-900">
        {project && (
          <iframe
            key={frameKey}
            ref={frame}
            title={t('preview.frameTitle')}
            src={FRAME_URL}
            sandbox={FRAME_SANDBOX}
            className="mx-auto block h-full border-0 bg-white"
            style={{ width: width ? `${width}px` : '100%', maxWidth: '100%' }}
          />
        )}
        {/* the next render's frame, loading while the learner types; it takes the key (and the
            place) of the current one when shown, so React keeps the loaded document */}
        <iframe
          key={frameKey + 1}
          ref={spare}
          title={t('preview.frameTitle')}
          src={FRAME_URL}
          sandbox={FRAME_SANDBOX}
          hidden
          tabIndex={-1}
        />
        {!project && preview.status === 'loading' && (
          <p className="p-4 text-sm text-slate-500 dark:text-slate-400">{t('preview.status.loading')}</p>
        )}
      </div>
    </div>
  );
}
