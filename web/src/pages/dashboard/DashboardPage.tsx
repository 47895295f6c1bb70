// `/dashboard` (spec §2 Dashboard): title and greeting, the summary cards, a one-year
// contribution graph, then the books being learned and the archived ones, and the learner's
// rating of the platform. Signed-in only:
// a spinner during the start-up session check, /login (coming back here) for visitors.
// Each section has its own query, so one failing (logged only, spec §8) leaves the others;
// 'cache-and-network' shows the last numbers at once and then fresh ones after marking
// problems elsewhere.
import '../../i18n/namespaces/dashboard';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../auth/Avatar';
import { RequireSignIn } from '../../auth/RequireSignIn';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';
import { useSession } from '../../auth/useSession';
import { RatePlatform } from '../../rating/RatePlatform';
import { ActivitySection } from './ActivitySection';
import { BookList } from './BookLists';
import { PlanSection } from './PlanSection';
import { ReviewSection } from './ReviewSection';
import { SummarySection } from './SummarySection';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageMeta(t('documentTitle'), t('description'));
  return (
    <RequireSignIn fallback={<SessionSpinner label={t('loading')} />}>
      <Dashboard />
    </RequireSignIn>
  );
}

function SessionSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-indigo-600 dark:text-indigo-400" />
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
    </div>
  );
}

function Dashboard() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : undefined;
  const name = user && displayName(user);
  return (
    <PageContainer className="space-y-8 sm:space-y-10">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('title')}
        </h1>
        {name && (
          <p className="mt-2 text-base font-semibold text-slate-800 sm:text-lg dark:text-slate-100">
            {t('greeting', { name })}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-600 sm:text-base dark:text-slate-400">{t('intro')}</p>
      </header>
      <SummarySection />
      <ActivitySection />
      <div className="grid gap-8 lg:grid-cols-2">
        <ReviewSection />
        <PlanSection />
      </div>
      <BookList status="subscribed" />
      <BookList status="archived" />
      <RatePlatform source="dashboard" className="max-w-xl" />
    </PageContainer>
  );
}
