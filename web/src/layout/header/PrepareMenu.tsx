// The Prepare mega-menu: recommended books, the question library, efficient-learning
// entries (mock interviews among them) and a pointer to the guide. Opens on hover and closes 300 ms after leaving.
import { ArrowRight, BookOpen, Building2, CalendarDays, Layers, MessagesSquare, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookPath, paths } from '../../app/paths';
import { MEGA_MENU_CLOSE_DELAY_MS } from '../../config/site';
import { LIBRARY_BOOKS, RECOMMEND_BOOKS } from '../../data/books';
import { useBookTitles } from '../useBookTitles';
import { NavPopover } from './NavPopover';

const linkClass =
  'flex items-center gap-2 rounded-lg px-2.5 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const headingClass = 'px-2.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

export function PrepareMenu() {
  const { t } = useTranslation();
  const title = useBookTitles();
  const learning = [
    { to: paths.plans, icon: CalendarDays, label: t('prepare.plans'), text: t('prepare.plansText') },
    { to: paths.review, icon: Layers, label: t('prepare.review'), text: t('prepare.reviewText') },
    { to: paths.companies, icon: Building2, label: t('prepare.companies'), text: t('prepare.companiesText') },
    { to: paths.fields, icon: Target, label: t('prepare.fields'), text: t('prepare.fieldsText') },
    {
      to: paths.interviews,
      icon: MessagesSquare,
      label: t('prepare.mockInterviews'),
      text: t('prepare.mockInterviewsText'),
    },
  ];
  return (
    <NavPopover
      label={t('nav.prepare')}
      hover
      closeDelayMs={MEGA_MENU_CLOSE_DELAY_MS}
      align="viewport"
      panelClassName="w-[60rem] max-w-[calc(100vw-2rem)] p-5"
    >
      {(close) => (
        <div className="grid grid-cols-[1.25fr_1fr_1fr] gap-6">
          <section aria-labelledby="prepare-recommend">
            <h2 id="prepare-recommend" className={headingClass}>
              {t('prepare.recommendTitle')}
            </h2>
            <p className="px-2.5 pb-2 text-xs text-slate-500 dark:text-slate-400">{t('prepare.recommendText')}</p>
            <ul>
              {RECOMMEND_BOOKS.map((id) => (
                <li key={id}>
                  <Link to={bookPath(id)} className={linkClass} onClick={close}>
                    <BookOpen aria-hidden="true" className="size-4 shrink-0 text-indigo-500 dark:text-indigo-300" />
                    <span className="truncate">{title(id)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="prepare-library">
            <h2 id="prepare-library" className={headingClass}>
              {t('prepare.libraryTitle')}
            </h2>
            <ul>
              {LIBRARY_BOOKS.map((id) => (
                <li key={id}>
                  <Link to={bookPath(id)} className={linkClass} onClick={close}>
                    <BookOpen aria-hidden="true" className="size-4 shrink-0 text-sky-500 dark:text-sky-300" />
                    <span className="truncate">{title(id)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <div className="flex flex-col gap-3">
            <section aria-labelledby="prepare-learning">
              <h2 id="prepare-learning" className={headingClass}>
                {t('prepare.learningTitle')}
              </h2>
              <ul>
                {learning.map(({ to, icon: Icon, label, text }) => (
                  <li key={to}>
                    <Link to={to} className={`${linkClass} items-start`} onClick={close}>
                      <Icon
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-300"
                      />
                      <span>
                        <span className="block font-medium">{label}</span>
                        <span className="block text-xs text-slate-500 dark:text-slate-400">{text}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <Link
              to={paths.guide}
              onClick={close}
              className="group mt-auto block rounded-xl bg-gradient-to-br from-indigo-600 to-sky-600 p-4 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
            >
              <span className="block text-sm font-semibold">{t('prepare.startTitle')}</span>
              <span className="mt-1 block text-xs text-indigo-50">{t('prepare.startText')}</span>
              <span className="mt-3 inline-flex items-center gap-1 text-xs font-semibold">
                {t('prepare.startCta')}
                <ArrowRight aria-hidden="true" className="size-3.5 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </div>
        </div>
      )}
    </NavPopover>
  );
}
