// The dashboard's study-plan card: solved against planned, today's problems, whether the plan is
// on track, and the way to /plans (or an invitation to make one).
import '../../i18n/namespaces/plans';
import { useQuery } from '@apollo/client/react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { MyStudyPlanDocument } from '../../gql/graphql';
import { browserTimeZone } from '../../lib/timeZone';
import { DashboardCard, useLogFailure } from './sectionParts';

export function PlanSection() {
  const { t } = useTranslation('plans');
  const { data, error } = useQuery(MyStudyPlanDocument, {
    variables: { timeZone: browserTimeZone() ?? null },
    fetchPolicy: 'cache-and-network',
  });
  useLogFailure('study plan', error);
  const plan = data?.studyPlan;
  const today = plan?.days.find((d) => d.day === plan.today);
  return (
    <DashboardCard id="dashboard-plan" title={t('dashboardTitle')}>
      <div className="mt-3 min-h-16 text-sm text-slate-700 dark:text-slate-200" data-testid="dashboard-plan">
        {plan ? (
          <>
            <p className="font-semibold text-slate-900 dark:text-white">
              {t('progress', { solved: plan.solved, total: plan.total })}
            </p>
            <div className="mt-2 h-2 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
              <div
                className="h-full rounded-full bg-indigo-500 dark:bg-indigo-400"
                style={{ width: `${plan.total ? Math.round((plan.solved / plan.total) * 100) : 0}%` }}
              />
            </div>
            <p className="mt-2">
              {t('dashboardToday', { count: today?.problemIds.length ?? 0 })} ·{' '}
              <span
                className={
                  plan.behind > 0 ? 'text-amber-800 dark:text-amber-300' : 'text-emerald-700 dark:text-emerald-300'
                }
              >
                {plan.behind > 0 ? t('behind', { count: plan.behind }) : t('onTrack')}
              </span>
            </p>
          </>
        ) : (
          data && <p>{t('dashboardNone')}</p>
        )}
      </div>
      <Link
        to={paths.plans}
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
      >
        {t('dashboardOpen')} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </DashboardCard>
  );
}
