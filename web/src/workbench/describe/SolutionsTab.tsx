// The Solutions tab: the reference solution (sanitised markdown) and, under it, the
// discussion (spec §2: a comments section under solutions).
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown/Markdown';
import { useWorkbench } from '../WorkbenchContext';
import { CommentsTab } from './CommentsTab';

export function SolutionsTab() {
  const { t } = useTranslation('workbench');
  const { problem } = useWorkbench();
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
        <CommentsTab embedded />
      </div>
    </div>
  );
}
