// The learner's own plan at the top of /plans: the form until there is one, then the plan.
// Visitors are asked to sign in (a plan follows the account's progress).
import '../i18n/namespaces/plans';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../app/paths';
import { primaryButton } from '../components/buttonStyles';
import { Skeleton } from '../components/Skeleton';
import { useSession } from '../auth/useSession';
import { MyStudyPlanDocument } from '../gql/graphql';
import { browserTimeZone } from '../lib/timeZone';
import { PlanForm } from './PlanForm';
import { PlanView } from './PlanView';

export function MyPlan() {
  const { t } = useTranslation('plans');
  const session = useSession();
  const location = useLocation();
  const { data, loading, error } = useQuery(MyStudyPlanDocument, {
    variables: { timeZone: browserTimeZone() ?? null },
    skip: !session.signedIn,
    fetchPolicy: 'cache-and-network',
  });
  let body;
  if (session.checking || (session.signedIn && loading && !data)) body = <Skeleton className="h-40 w-full" />;
  else if (!session.signedIn)
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-200">{t('signIn')}</p>
        <Link to={paths.login} state={{ from: location.pathname }} className={primaryButton}>
          {t('signInLink')}
        </Link>
      </div>
    );
  else if (error && !data) body = <p role="alert">{t('failed')}</p>;
  else if (data?.studyPlan) body = <PlanView plan={data.studyPlan} />;
  else body = <PlanForm />;
  return (
    <section
      aria-labelledby="my-plan"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="my-plan"
    >
      <h2 id="my-plan" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">{t('intro')}</p>
      {body}
    </section>
  );
}
