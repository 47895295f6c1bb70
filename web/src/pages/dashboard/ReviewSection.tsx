// The dashboard's review card: flashcards and fresh attempts due today, what falls due in the
// next 7 days, and the way to the review page.
import { useQuery } from '@apollo/client/react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ReviewQueueDocument } from '../../gql/graphql';
import { browserTimeZone } from '../../lib/timeZone';
import { DashboardCard, useLogFailure } from './sectionParts';

export function ReviewSection() {
  const { t } = useTranslation('dashboard');
  const { data, error } = useQuery(ReviewQueueDocument, {
    variables: { timeZone: browserTimeZone() ?? null },
    fetchPolicy: 'cache-and-network',
  });
  useLogFailure('review', error);
  const queue = data?.reviewQueue;
  const figures = [
    { id: 'flashcards', label: t('review.flashcards'), value: queue?.flashcardsDue },
    { id: 'fresh', label: t('review.fresh'), value: queue?.freshAttemptsDue },
    { id: 'next7', label: t('review.next7'), value: queue?.forecast.reduce((sum, d) => sum + d.count, 0) },
  ];
  return (
    <DashboardCard id="dashboard-review" title={t('review.title')} subtitle={t('review.subtitle')}>
      <dl className="mt-4 grid grid-cols-3 gap-3" data-testid="dashboard-review">
        {figures.map(({ id, label, value }) => (
          <div key={id} className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="mt-1 h-8 text-2xl font-bold text-slate-900 tabular-nums dark:text-white" data-figure={id}>
              {value ?? '–'}
            </dd>
          </div>
        ))}
      </dl>
      <Link
        to={paths.review}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
      >
        {t('review.open')} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </DashboardCard>
  );
}
