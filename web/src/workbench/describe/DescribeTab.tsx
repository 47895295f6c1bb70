// The Describe tab: title, difficulty, the viewer's status (read/completed wording per
// category), finish count (k), time (h/min), the statement as sanitised markdown, company
// tags (their book, or the bank filtered by company), related problems (book-scoped when in
// the current book) and articles.
import { CheckCircle2, Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookPath, problemPath, standaloneProblemPath } from '../../app/paths';
import { DifficultyLabel } from '../../components/DifficultyLabel';
import { pickLocalized } from '../../i18n/pickLocalized';
import { useLocale } from '../../i18n/useLocale';
import { Markdown } from '../markdown/Markdown';
import { QuizPanel } from '../quiz/QuizPanel';
import { useWorkbench } from '../WorkbenchContext';
import { formatFinishCount, splitMinutes, withoutTitle } from './format';
import { useBookProblemLinks } from './useBookProblemLinks';

const BANK_BOOK = 'all-interview-questions';
const chip =
  'inline-flex items-center gap-1 rounded-full border border-slate-200 px-2.5 py-0.5 text-xs text-slate-700 hover:border-indigo-300 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:text-slate-300 dark:hover:text-indigo-300';

export function useDuration() {
  const { t } = useTranslation('workbench');
  return (minutes: number) => {
    const { hours, minutes: rest } = splitMinutes(minutes);
    if (hours === 0) return t('problem.mins', { minutes: rest });
    return rest === 0 ? t('problem.hours', { hours }) : t('problem.hoursMinutes', { hours, minutes: rest });
  };
}

export function StatusBadge() {
  const { t } = useTranslation('workbench');
  const { problem } = useWorkbench();
  if (problem.statue === 'UNRESOLVED') return null;
  const label =
    problem.statue === 'RESOLVED' && problem.category === 'Knowledge' && !problem.kind
      ? t('problem.status.readRESOLVED')
      : t(`problem.status.${problem.statue}`);
  return (
    <span
      data-testid="problem-status"
      data-status={problem.statue}
      className={`inline-flex items-center gap-1 text-xs font-semibold ${
        problem.statue === 'RESOLVED' ? 'text-emerald-700 dark:text-emerald-300' : 'text-amber-700 dark:text-amber-300'
      }`}
    >
      <CheckCircle2 aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}

export function DescribeTab() {
  const { t } = useTranslation('workbench');
  const locale = useLocale();
  const { problem, bookLink } = useWorkbench();
  const duration = useDuration();
  const inBook = useBookProblemLinks(bookLink);
  return (
    <article className="p-4 text-slate-800 dark:text-slate-200">
      <h1 className="text-lg font-bold text-slate-900 dark:text-white">{problem.title}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
        <DifficultyLabel difficulty={problem.difficulty} />
        <StatusBadge />
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="size-3.5" />
          {t('problem.finishCount', { value: formatFinishCount(problem.finishCount) })}
        </span>
        {problem.minutes > 0 && (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {t('problem.minutes', { time: duration(problem.minutes) })}
          </span>
        )}
      </div>
      {problem.companies.length > 0 && (
        <ul aria-label={t('problem.companies')} className="mt-3 flex flex-wrap gap-1.5">
          {problem.companies.map((company) => (
            <li key={company.id}>
              <Link
                className={chip}
                to={
                  company.link
                    ? bookPath(company.link)
                    : `${bookPath(BANK_BOOK)}?company=${encodeURIComponent(company.key)}`
                }
              >
                {pickLocalized(company.label, locale, company.key)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        {problem.describe.trim() ? (
          <Markdown source={withoutTitle(problem.describe, problem.title)} />
        ) : (
          <p className="text-sm text-slate-500">{t('problem.noStatement')}</p>
        )}
      </div>
      {problem.quiz && <QuizPanel quiz={problem.quiz} />}
      {problem.related.length > 0 && (
        <section className="mt-6">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('problem.related')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {problem.related.map((related) => (
              <li key={related.id} className="flex items-center gap-2">
                <Link
                  className="text-indigo-600 hover:underline dark:text-indigo-300"
                  to={
                    bookLink && inBook.has(related.link)
                      ? problemPath(bookLink, related.link)
                      : standaloneProblemPath(related.link)
                  }
                >
                  {related.title}
                </Link>
                <DifficultyLabel difficulty={related.difficulty} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {problem.articles.length > 0 && (
        <section className="mt-6">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('problem.articles')}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {problem.articles.map((article) => (
              <li key={article.link}>
                <a
                  className="text-indigo-600 hover:underline dark:text-indigo-300"
                  href={article.link}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  {article.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
