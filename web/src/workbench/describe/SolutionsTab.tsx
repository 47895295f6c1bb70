// The Solutions tab: the reference solution (sanitised markdown) and a way to the discussion.
// The comments themselves live in their own tab, so reading them never shows the answer (#27).
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown/Markdown';
import { useWorkbench } from '../WorkbenchContext';

export function SolutionsTab() {
  const { t } = useTranslation('workbench');
  const { problem, showTab } = useWorkbench();
  return (
    <div className="p-4 text-slate-800 dark:text-slate-200">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('problem.referenceSolution')}</h2>
      <div className="mt-3">
        {problem.solution.trim() ? (
          <Markdown source={problem.solution} />
        ) : (
          <p className="text-sm text-slate-500">{t('problem.noSolution')}</p>
        )}
      </div>
      <div className="mt-8 border-t border-slate-200 pt-4 dark:border-slate-800">
        <button
          type="button"
          onClick={() => showTab('comments')}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:bg-indigo-500/10"
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          {t('problem.discussSolution')}
        </button>
      </div>
    </div>
  );
}
