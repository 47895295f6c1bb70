// The Solutions tab: the reference solution (sanitised markdown) and a way to the discussion.
// The comments themselves live in their own tab, so reading them never shows the answer (#27).
// An output quiz's explanation starts with its answer: it waits until the learner has answered
// (or solved it before, or chooses to read it anyway).
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown/Markdown';
import { useQuiz, useStores } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';

export function SolutionsTab() {
  const { t } = useTranslation('workbench');
  const { problem, showTab } = useWorkbench();
  const stores = useStores();
  const answered = useQuiz((s) => s.result !== null || s.revealed);
  const waiting = Boolean(problem.quiz) && !answered && problem.statue !== 'RESOLVED';
  return (
    <div className="p-4 text-slate-800 dark:text-slate-200">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{problem.quiz ? t('quiz.explanation') : t('problem.referenceSolution')}</h2>
      <div className="mt-3">
        {waiting ? (
          <div data-testid="quiz-explanation-waits" className="space-y-3 text-sm text-slate-600 dark:text-slate-300">
            <p>{t('quiz.answerFirst')}</p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => showTab('describe')}
                className="rounded-md bg-indigo-600 px-3 py-1.5 font-semibold text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
              >
                {t('quiz.goAnswer')}
              </button>
              <button
                type="button"
                onClick={() => stores.quiz.setState({ revealed: true })}
                className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {t('quiz.showAnyway')}
              </button>
            </div>
          </div>
        ) : problem.solution.trim() ? (
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
