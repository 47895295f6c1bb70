// The left drawer: the book's problems in the book page's filtered order, this one marked and
// scrolled into view, each a link to its workbench (with the same query string); a box narrows
// the list by title, and long titles wrap to a second line instead of being cut.
import { CheckCircle2, CircleDot } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DifficultyLabel } from '../../components/DifficultyLabel';
import { Dialog, DialogTitle } from '../../components/dialog/Dialog';
import { DialogCloseButton } from '../../components/dialog/DialogCloseButton';
import type { useBookNavigation } from './useBookNavigation';

export function ProblemDrawer({
  open,
  onOpenChange,
  navigation,
  currentLink,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  navigation: ReturnType<typeof useBookNavigation>;
  currentLink: string;
}) {
  const { t } = useTranslation('workbench');
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase();
  // positions stay the book's: a filtered list still says which number each problem is
  const rows = navigation.problems
    .map((problem, index) => ({ problem, index }))
    .filter(({ problem }) => !needle || problem.title.toLocaleLowerCase().includes(needle));
  // a closed list forgets its filter: it opens on the whole book again
  const change = (next: boolean) => {
    if (!next) setFilter('');
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change} layout={{ kind: 'drawer', side: 'left' }} aria-describedby={undefined}>
      <div className="flex items-center gap-2 border-b border-slate-200 py-2 pr-2 pl-4 dark:border-slate-800">
        <DialogTitle className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 dark:text-white">
          {navigation.book?.title ?? t('drawer.title')}
        </DialogTitle>
        <DialogCloseButton label={t('drawer.close')} />
      </div>
      {navigation.problems.length > 0 && (
        <div className="border-b border-slate-200 px-4 py-2 dark:border-slate-800">
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            aria-label={t('drawer.filter')}
            placeholder={t('drawer.filter')}
            className="w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"
          />
        </div>
      )}
      {rows.length === 0 ? (
        <p className="p-4 text-sm text-slate-500">
          {t(navigation.problems.length ? 'drawer.noMatch' : 'drawer.empty')}
        </p>
      ) : (
        <ol className="min-h-0 flex-1 overflow-y-auto py-1" aria-label={t('drawer.title')}>
          {rows.map(({ problem, index }) => {
            const current = problem.link === currentLink;
            const to = navigation.to(problem.link);
            return (
              <li key={problem.id}>
                <Link
                  to={to ?? '#'}
                  // the current problem is where the list opens, however far down the book
                  ref={current ? (node) => node?.scrollIntoView?.({ block: 'center' }) : undefined}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => change(false)}
                  className={`flex items-center gap-2 px-4 py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800/60 ${
                    current
                      ? 'bg-indigo-50 font-semibold text-indigo-900 dark:bg-indigo-500/15 dark:text-indigo-100'
                      : 'text-slate-700 dark:text-slate-200'
                  }`}
                >
                  <span className="w-6 shrink-0 text-right text-xs text-slate-400">{index + 1}</span>
                  <span className="line-clamp-2 min-w-0 flex-1 break-words" title={problem.title}>
                    {problem.title}
                  </span>
                  {problem.statue === 'RESOLVED' && (
                    <CheckCircle2
                      aria-label={t('problem.status.RESOLVED')}
                      className="size-4 shrink-0 text-emerald-600"
                    />
                  )}
                  {/* a failed submission in this book: attempted, as the book page shows it */}
                  {problem.statue === 'PENDING' && (
                    <CircleDot
                      aria-label={t('problem.status.PENDING')}
                      className="size-4 shrink-0 text-amber-600 dark:text-amber-400"
                    />
                  )}
                  <DifficultyLabel difficulty={problem.difficulty} />
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
}
