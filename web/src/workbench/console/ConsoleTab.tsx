// The Console tab: console output of runs and system entries (last 100, consecutive
// duplicates dropped), filtered by all/log/info/warn/error/system.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';
import { CONSOLE_FILTERS, type ConsoleFilter, filterEntries } from './consoleLog';

const TONE: Record<string, string> = {
  log: 'text-slate-700 dark:text-slate-300',
  info: 'text-sky-700 dark:text-sky-300',
  warn: 'text-amber-700 dark:text-amber-300',
  error: 'text-red-700 dark:text-red-300',
};

export function ConsoleTab() {
  const { t } = useTranslation('workbench');
  const { clearConsole } = useWorkbench();
  const consoleEntries = useConsole((s) => s.entries);
  const [filter, setFilter] = useState<ConsoleFilter>('all');
  const shown = filterEntries(consoleEntries, filter);
  return (
    <div className="flex h-full flex-col text-sm">
      <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-2 py-1 dark:border-slate-800">
        <label className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300">
          {t('console.filter')}
          <select
            value={filter}
            onChange={(event) => setFilter(event.target.value as ConsoleFilter)}
            className="rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs dark:border-slate-700 dark:bg-slate-900"
          >
            {CONSOLE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`console.filters.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={clearConsole}
          className="ml-auto rounded px-2 py-0.5 text-xs text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {t('console.clear')}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="p-3 text-slate-500 dark:text-slate-400">{t('console.empty')}</p>
      ) : (
        <ol className="min-h-0 flex-1 overflow-auto p-2 font-mono text-xs" data-testid="console-entries">
          {shown.map((entry, index) => (
            <li
              key={index}
              className={`flex gap-2 py-0.5 ${TONE[entry.level]}`}
              data-type={entry.type}
              data-level={entry.level}
            >
              <span className="w-14 shrink-0 uppercase opacity-70">
                {entry.type === 'system' ? t('console.filters.system') : entry.level}
              </span>
              <span className="min-w-0 whitespace-pre-wrap">{entry.message}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
