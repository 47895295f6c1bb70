// The Framework picker of a UI problem: runs the registry's framework command (which asks
// when the tree has edits; they stay in this browser's autosave of that framework). It sits
// in the editor's toolbar, where the statements say to pick it, and in the Files tab.
import { useTranslation } from 'react-i18next';
import { useCommands } from '../commands/commandsContext';
import type { Framework } from '../preview/resolve';
import { FRAMEWORK_LABELS } from './frameworkLabels';
import { useUiFilesApi } from './UiFilesProvider';

export function FrameworkPicker() {
  const { t } = useTranslation('workbench');
  const { files } = useUiFilesApi();
  const { run } = useCommands();

  return (
    <label className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300">
      {t('files.framework')}
      <select
        value={files.framework}
        onChange={(event) => run(`framework.${event.target.value as Framework}`)}
        className="rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs dark:border-slate-700 dark:bg-slate-900"
      >
        {files.frameworks.map((framework) => (
          <option key={framework} value={framework}>
            {FRAMEWORK_LABELS[framework]}
          </option>
        ))}
      </select>
    </label>
  );
}
