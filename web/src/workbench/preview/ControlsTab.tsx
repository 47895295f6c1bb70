// The Controls tab: reload the preview, open it in a tab of its own (sandboxed the same way,
// by the server's policy), and the device widths.
import { ExternalLink, Monitor, RotateCw, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUiFilesApi } from '../files/UiFilesProvider';
import type { Device } from './usePreview';

const DEVICES: { id: Device; icon: typeof Monitor }[] = [
  { id: 'phone', icon: Smartphone },
  { id: 'tablet', icon: Tablet },
  { id: 'desktop', icon: Monitor },
];

const button =
  'inline-flex items-center gap-1.5 rounded border border-slate-300 px-2.5 py-1.5 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';

export function ControlsTab() {
  const { t } = useTranslation('workbench');
  const { preview } = useUiFilesApi();
  return (
    <div className="space-y-4 p-3 text-sm text-slate-700 dark:text-slate-200">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={preview.reload}>
          <RotateCw aria-hidden="true" className="size-3.5" />
          {t('preview.reload')}
        </button>
        <button type="button" className={button} onClick={preview.openInNewTab} disabled={!preview.project}>
          <ExternalLink aria-hidden="true" className="size-3.5" />
          {t('preview.openInNewTab')}
        </button>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-xs font-semibold text-slate-500 dark:text-slate-400">
          {t('preview.device')}
        </legend>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('preview.device')}>
          {DEVICES.map(({ id, icon: Icon }) => (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={preview.device === id}
              onClick={() => preview.setDevice(id)}
              className={`${button} ${preview.device === id ? 'border-indigo-500 bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200' : ''}`}
            >
              <Icon aria-hidden="true" className="size-3.5" />
              {t(`preview.devices.${id}`)}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
