// The Framework picker of a UI problem (switching asks when the tree has edits; they stay in
// this browser's autosave of that framework). It sits in the editor's toolbar, where the
// statements say to pick it, and in the Files tab.
import { useTranslation } from 'react-i18next';
import type { Framework } from '../preview/resolve';
import { useConfirm } from '../ui/useConfirm';
import { useWorkbench } from '../WorkbenchContext';

export const FRAMEWORK_LABELS: Record<Framework, string> = { React: 'React', Vue: 'Vue', VanillaJS: 'Vanilla JS' };

export function FrameworkPicker() {
  const { t } = useTranslation('workbench');
  const { files } = useWorkbench();
  const { confirm, dialog } = useConfirm();

  const switchFramework = async (next: Framework) => {
    if (next === files.framework) return;
    if (files.dirty) {
      const ok = await confirm({
        title: t('files.switchTitle'),
        description: t('files.switchBody', { from: FRAMEWORK_LABELS[files.framework], to: FRAMEWORK_LABELS[next] }),
        confirmLabel: t('files.switch'),
        cancelLabel: t('saved.cancel'),
      });
      if (!ok) return;
    }
    files.setFramework(next);
  };

  return (
    <>
      <label className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300">
        {t('files.framework')}
        <select
          value={files.framework}
          onChange={(event) => void switchFramework(event.target.value as Framework)}
          className="rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs dark:border-slate-700 dark:bg-slate-900"
        >
          {files.frameworks.map((framework) => (
            <option key={framework} value={framework}>
              {FRAMEWORK_LABELS[framework]}
            </option>
          ))}
        </select>
      </label>
      {dialog}
    </>
  );
}
