// The two summary cards: the solved ring with per-difficulty bars, and solved by problem type
// (percent rounded, spec §9). Category and difficulty names come from the shared catalogue.
import { refetchQuietly } from '../../apollo/refetchQuietly';
import { useQuery } from '@apollo/client/react';
import { Braces, FileText, LayoutTemplate, Lightbulb, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Difficulty, DashboardSummaryDocument, type ProblemCategory } from '../../gql/graphql';
import { Skeleton } from '../../components/Skeleton';
import { CATEGORIES, DIFFICULTIES, type DoneTotal, roundedPercent, solvedRatio } from './dashboardData';
import { DashboardCard, SectionUnavailable, ShareBar, useLogFailure } from './sectionParts';
import { SolvedRing } from './SolvedRing';

// Same green / amber / red as DifficultyLabel, as text and as bar fill.
const DIFFICULTY_TONE: Record<Difficulty, { text: string; bar: string }> = {
  Easy: { text: 'text-emerald-700 dark:text-emerald-300', bar: 'bg-emerald-500' },
  Medium: { text: 'text-amber-700 dark:text-amber-300', bar: 'bg-amber-500' },
  Hard: { text: 'text-red-700 dark:text-red-300', bar: 'bg-red-500' },
};

const CATEGORY_ICON: Record<ProblemCategory, LucideIcon> = {
  Article: FileText,
  Knowledge: Lightbulb,
  JSFunction: Braces,
  UICoding: LayoutTemplate,
};

export function SummarySection() {
  const { t } = useTranslation('dashboard');
  const { data, error, refetch } = useQuery(DashboardSummaryDocument, { fetchPolicy: 'cache-and-network' });
  useLogFailure('summary', error);
  const summary = data?.userSummary;
  const retry = () => refetchQuietly(refetch);
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <DashboardCard id="solved-heading" title={t('solved.title')}>
        {summary ? (
          <div className="mt-5 flex flex-col items-center gap-6 @sm:flex-row">
            <SolvedRing bucket={summary.total} />
            <DifficultyBars data={summary.solvedData} />
          </div>
        ) : error ? (
          <SectionUnavailable onRetry={retry} />
        ) : (
          <SolvedSkeleton />
        )}
      </DashboardCard>
      <DashboardCard id="types-heading" title={t('types.title')}>
        {summary ? (
          <TypeRows data={summary.typeData} />
        ) : error ? (
          <SectionUnavailable onRetry={retry} />
        ) : (
          <RowsSkeleton rows={4} />
        )}
      </DashboardCard>
    </div>
  );
}

function DifficultyBars({ data }: { data: Record<Difficulty, DoneTotal> }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  return (
    <div className="w-full min-w-0 flex-1">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('solved.byDifficulty')}
      </h3>
      <ul className="mt-3 space-y-3">
        {DIFFICULTIES.map((difficulty) => {
          const bucket = data[difficulty];
          const name = tc(`problem.difficulty.${difficulty}`);
          return (
            <li key={difficulty} data-testid={`difficulty-${difficulty}`}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className={`font-medium ${DIFFICULTY_TONE[difficulty].text}`}>{name}</span>
                <Fraction bucket={bucket} />
              </div>
              <ShareBar
                ratio={solvedRatio(bucket)}
                name={name}
                valueText={t('solved.barValue', { done: bucket.done, total: bucket.total })}
                fillClass={DIFFICULTY_TONE[difficulty].bar}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function TypeRows({ data }: { data: Record<ProblemCategory, DoneTotal> }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  return (
    <ul className="mt-5 space-y-4">
      {CATEGORIES.map((category) => {
        const bucket = data[category];
        const percent = roundedPercent(bucket);
        const name = tc(`problem.category.${category}`);
        const Icon = CATEGORY_ICON[category];
        return (
          <li key={category} data-testid={`type-${category}`} className="flex items-center gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
              <Icon aria-hidden="true" className="size-4.5" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="truncate font-medium text-slate-800 dark:text-slate-200">{name}</span>
                <span className="flex shrink-0 items-baseline gap-2">
                  <Fraction bucket={bucket} />
                  <span
                    data-testid="percent"
                    className="w-10 text-right font-semibold text-slate-900 tabular-nums dark:text-white"
                  >
                    {percent}%
                  </span>
                </span>
              </div>
              <ShareBar
                ratio={solvedRatio(bucket)}
                name={name}
                valueText={t('types.barValue', { done: bucket.done, total: bucket.total, percent })}
                fillClass="bg-indigo-500 dark:bg-indigo-400"
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Fraction({ bucket }: { bucket: DoneTotal }) {
  return (
    <span data-testid="fraction" className="text-slate-500 tabular-nums dark:text-slate-400">
      <span className="font-semibold text-slate-900 dark:text-white">{bucket.done}</span> / {bucket.total}
    </span>
  );
}

function SolvedSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <div role="status" aria-label={t('loading')} className="mt-5 flex flex-col items-center gap-6 @sm:flex-row">
      <Skeleton className="size-32 shrink-0 rounded-full" />
      <div className="w-full flex-1 space-y-4">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index}>
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-2 h-2 w-full rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function RowsSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <div role="status" aria-label={t('loading')} className="mt-5 space-y-4">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-9 shrink-0 rounded-lg" />
          <div className="flex-1">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-2 h-2 w-full rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
