// The Code tab: language choice (the problem's supportLanguages, remembered), reset (the
// registry's reset command: asks, restores the starter code and saves it), the cloud-save banner with "start a new version",
// and the Monaco editor.
import { Cloud, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCommands } from '../commands/commandsContext';
import { useCode } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';
import { CodeEditor } from './CodeEditor';
import { useEditorLook } from './useEditorLook';

export const monacoLanguage = (language: string) =>
  language.toLowerCase() === 'typescript' ? ('typescript' as const) : ('javascript' as const);

export function CodeTab() {
  const { t } = useTranslation('workbench');
  const wb = useWorkbench();
  const look = useEditorLook();
  const { run } = useCommands();
  const language = useCode((s) => s.language);
  const code = useCode((s) => s.code);
  const selectedSaved = useCode((s) => s.selectedSaved);
  const lang = monacoLanguage(language);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-2 py-1 dark:border-slate-800">
        <label className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300">
          {t('editor.language')}
          <select
            value={language}
            onChange={(event) => wb.setLanguage(event.target.value)}
            className="rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs dark:border-slate-700 dark:bg-slate-900"
          >
            {wb.languages.map((language) => (
              <option key={language} value={language}>
                {language === 'Typescript' ? 'TypeScript' : language === 'Javascript' ? 'JavaScript' : language}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => run('reset')}
          className="ml-auto inline-flex items-center gap-1 rounded px-2 py-1 text-xs text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <RotateCcw aria-hidden="true" className="size-3.5" />
          {t('editor.reset')}
        </button>
      </div>
      {selectedSaved && (
        <div
          role="status"
          className="flex shrink-0 items-center gap-2 border-b border-sky-200 bg-sky-50 px-3 py-1.5 text-xs text-sky-900 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-200"
        >
          <Cloud aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="min-w-0 flex-1 truncate">{t('editor.cloudBanner', { title: selectedSaved.title })}</span>
          <button
            type="button"
            onClick={() => wb.setSelectedSaved(null)}
            className="shrink-0 font-semibold underline focus-visible:outline-2 focus-visible:outline-indigo-500"
          >
            {t('editor.startNew')}
          </button>
        </div>
      )}
      <div className="min-h-0 flex-1">
        <CodeEditor
          path={`${wb.problem.link}/solution.${lang === 'typescript' ? 'ts' : 'js'}`}
          value={code}
          language={lang}
          onChange={wb.setCode}
          fontSize={look.fontSize}
          theme={look.theme}
          keymap={look.keymap}
          autocomplete={look.autocomplete}
          keymapStatusLabel={t('editor.vimStatus')}
          ariaLabel={t('editor.label')}
          loadingLabel={t('editor.loading')}
        />
      </div>
    </div>
  );
}
