// Who may see an admin page: anonymous visitors go to /login (and come back after signing
// in); a signed-in user who is not an administrator sees an "administrators only" state
// (the API would refuse their writes anyway); administrators get the page.
import { LoaderCircle, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { RequireSignIn } from '../../auth/RequireSignIn';
import { useSession } from '../../auth/useSession';
import { primaryButton, secondaryButton } from '../../components/buttonStyles';
import { PageContainer } from '../../layout/PageContainer';
import { isAdmin } from '../../auth/roles';

function Checking() {
  const { t } = useTranslation('admin');
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-indigo-600 dark:text-indigo-400" />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('states.loading')}</p>
    </div>
  );
}

function AdminsOnly({ username }: { username: string }) {
  const { t } = useTranslation('admin');
  return (
    <PageContainer>
      <section
        aria-labelledby="admin-only-title"
        className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
        data-testid="admin-only"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 id="admin-only-title" className="mt-5 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('forbidden.title')}
        </h1>
        <p className="mt-3 text-sm leading-relaxed text-pretty text-slate-600 dark:text-slate-400">
          {t('forbidden.text', { username })}
        </p>
        <div className="mt-8 flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
          <Link to={paths.home} className={secondaryButton}>
            {t('forbidden.home')}
          </Link>
          <Link to={paths.dashboard} className={primaryButton}>
            {t('forbidden.dashboard')}
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}

function AdminsOnlyGuard({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) return <Checking />;
  return isAdmin(user) ? children : <AdminsOnly username={user.username} />;
}

export function AdminGate({ children }: { children: ReactNode }) {
  return (
    <RequireSignIn fallback={<Checking />}>
      <AdminsOnlyGuard>{children}</AdminsOnlyGuard>
    </RequireSignIn>
  );
}
