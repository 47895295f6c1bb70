// The workbench under 768 px: one pane at a time, filling the height left by the header and
// the footer, chosen with a segmented switch (Problem / Code / Result, as phone IDEs do). Two
// stacked scrollers each ~550 px high put the editor below the fold and caught every swipe.
// The other panes stay mounted (hidden) so the editor keeps its undo history; a tab shown on
// purpose (Run's results, a file opened) brings its pane forward.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutState } from '../state/useStores';
import type { LayoutRow, TabId } from './layoutModel';
import { useTabLabel } from './useTabLabel';

type PaneRole = 'problem' | 'code' | 'result';

const isCode = (tab: TabId) => tab === 'code' || tab === 'fileManage' || tab.startsWith('file:');
const RESULT_TABS: TabId[] = ['runTests', 'allTests', 'case', 'browser', 'controls', 'console'];

/** what a pane is for, from the tabs it holds (the statement wins, then the editor) */
export function paneRole(row: LayoutRow): PaneRole | null {
  if (row.tabs.includes('describe')) return 'problem';
  if (row.tabs.some(isCode)) return 'code';
  if (row.tabs.some((tab) => RESULT_TABS.includes(tab))) return 'result';
  return null;
}

const segmentClass =
  'min-w-0 flex-1 truncate rounded-md px-2 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-500 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white text-slate-600 dark:text-slate-300';

export function PhonePanes({ rows, block }: { rows: LayoutRow[]; block: (row: LayoutRow) => ReactNode }) {
  const { t } = useTranslation('workbench');
  const tabLabel = useTabLabel();
  const revealed = useLayoutState((s) => s.revealed);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = rows.find((row) => row.id === chosen) ?? rows[0];

  // a new reveal (not every layout change) brings its pane forward; adjusted while rendering
  const [seen, setSeen] = useState(revealed?.seq ?? 0);
  if (revealed && revealed.seq !== seen) {
    setSeen(revealed.seq);
    const holder = rows.find((row) => row.tabs.includes(revealed.tab));
    if (holder) setChosen(holder.id);
  }

  const roles = rows.map(paneRole);
  const label = (row: LayoutRow, index: number) => {
    const role = roles[index];
    const unique = role && roles.filter((other) => other === role).length === 1;
    return unique ? t(`phone.${role}`) : row.activeTabId ? tabLabel(row.activeTabId) : t('block.launcher');
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-1 p-1" data-layout="phone">
      {rows.length > 1 && (
        <div
          role="group"
          aria-label={t('phone.views')}
          className="flex shrink-0 gap-1 rounded-lg bg-slate-200 p-0.5 dark:bg-slate-800"
        >
          {rows.map((row, index) => (
            <button
              key={row.id}
              type="button"
              aria-pressed={row.id === shown?.id}
              onClick={() => setChosen(row.id)}
              className={segmentClass}
            >
              {label(row, index)}
            </button>
          ))}
        </div>
      )}
      {rows.map((row) => (
        <div key={row.id} className="min-h-0 flex-1" hidden={row.id !== shown?.id}>
          {block(row)}
        </div>
      ))}
    </div>
  );
}
