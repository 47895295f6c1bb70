// `/guide`: the required courses (the seven recommended books, in order), electives (study
// plans, five featured companies, five topics — each leads where its listing card leads) and a
// way into all interview questions.
import '../../i18n/namespaces/guide';
import { ArrowRight, Building2, CalendarDays, type LucideIcon, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookPath, paths } from '../../app/paths';
import { BookIcon } from '../../components/BookIcon';
import { PageHeader } from '../../components/PageHeader';
import { primaryButton } from '../../components/buttonStyles';
import { ALL_QUESTIONS_BOOK, RECOMMEND_BOOKS } from '../../data/books';
import { COMPANIES, FEATURED_COMPANIES, FIELDS, GUIDE_TOPICS, type ListingEntry, PLANS } from '../../data/listings';
import { useLocale } from '../../i18n/useLocale';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';
import { PageSection } from '../../components/PageSection';
import { type CardTarget, cardTarget, FILTER_PARAM, type ListingKind } from '../../listings/toCards';
import { useListingBooks } from '../../listings/useListingBooks';
import { useProblemKeys } from '../../listings/useProblemKeys';
import { ElectiveChip } from './ElectiveChip';

const companies = FEATURED_COMPANIES.map((slug) => COMPANIES.find((c) => c.slug === slug)!);
const topics = GUIDE_TOPICS.map((slug) => FIELDS.find((f) => f.slug === slug)!);
// One books query for the required courses and every elective that may have a book.
const LINKS = [...RECOMMEND_BOOKS, ...[...PLANS, ...companies, ...topics].map((entry) => entry.slug)];

// The electives: their texts (`<key>.title` …), where "all" leads, their entries and the
// listing each entry belongs to; study plans are full-width rows, the others chips.
const ELECTIVES = [
  { key: 'plans', kind: 'plans', icon: CalendarDays, to: paths.plans, entries: PLANS, wide: true },
  { key: 'companies', kind: 'companies', icon: Building2, to: paths.companies, entries: companies, wide: false },
  { key: 'topics', kind: 'fields', icon: Target, to: paths.fields, entries: topics, wide: false },
] as const;

function Elective({
  icon: Icon,
  title,
  text,
  link,
  to,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  link: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
      <div className="mt-4 flex-1">{children}</div>
      <Link
        to={to}
        className="mt-5 inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
      >
        {link}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

export function GuidePage() {
  const { t } = useTranslation('guide');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  usePageMeta(tc('meta.guide.title'), tc('meta.guide.description'));
  const { byLink, data: books } = useListingBooks(LINKS);
  const { index } = useProblemKeys();
  // Where an elective leads, like the listing cards; undefined until its sources answered
  // (plans need only the books, companies and topics also the problem keys).
  const target = (kind: ListingKind, entry: ListingEntry): CardTarget | undefined => {
    const param = FILTER_PARAM[kind];
    return books && (!param || index) ? cardTarget(entry, byLink.get(entry.slug), param, index) : undefined;
  };

  return (
    <PageContainer>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />

      <PageSection id="required-title" title={t('required.title')} intro={t('required.text')} className="mt-12">
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {RECOMMEND_BOOKS.map((id, index) => {
            const book = byLink.get(id);
            const title = book?.title || tc(`bookTitles.${id}`);
            return (
              <li key={id}>
                <Link
                  to={bookPath(id)}
                  className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50"
                >
                  <BookIcon icon={book?.icon ?? ''} title={title} />
                  <span className="min-w-0">
                    <span className="block text-xs font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">
                      {t('required.step', { n: index + 1 })}
                    </span>
                    <span className="mt-1 block font-semibold text-slate-900 group-hover:text-indigo-600 dark:text-white dark:group-hover:text-indigo-300">
                      {title}
                    </span>
                    {/* two lines kept for the description from the first paint: it arrives with the books */}
                    <span className="mt-1 line-clamp-2 min-h-10 text-sm text-slate-600 dark:text-slate-400">
                      {book?.description}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </PageSection>

      <PageSection id="electives-title" title={t('electives.title')} intro={t('electives.text')} className="mt-14">
        <div className="mt-6 grid gap-4 lg:grid-cols-3">
          {ELECTIVES.map(({ key, kind, icon, to, entries, wide }) => (
            <Elective
              key={key}
              icon={icon}
              title={t(`${key}.title`)}
              text={t(`${key}.text`)}
              link={t(`${key}.link`)}
              to={to}
            >
              <ul className={wide ? 'space-y-2' : 'flex flex-wrap gap-2'}>
                {entries.map((entry) => (
                  <li key={entry.slug}>
                    <ElectiveChip title={entry.title[locale]} target={target(kind, entry)} wide={wide} />
                  </li>
                ))}
              </ul>
            </Elective>
          ))}
        </div>
      </PageSection>

      <section
        aria-labelledby="all-title"
        className="mt-14 flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-br from-indigo-50 to-sky-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 dark:from-indigo-500/10 dark:to-sky-500/10"
      >
        <div>
          <h2 id="all-title" className="text-xl font-bold text-slate-900 dark:text-white">
            {t('all.title')}
          </h2>
          <p className="mt-1 max-w-xl text-slate-600 dark:text-slate-300">{t('all.text')}</p>
        </div>
        <Link to={bookPath(ALL_QUESTIONS_BOOK)} className={`${primaryButton} h-11 shrink-0 px-5`}>
          {t('all.button')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </PageContainer>
  );
}
