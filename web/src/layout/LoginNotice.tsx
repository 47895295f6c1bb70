// Bottom-corner notice on /guide for anonymous visitors: sign in, or postpone for 24 h.
import { LogIn, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../app/paths';
import { useSession } from '../auth/useSession';
import { dismissLoginNotice, readLoginNoticeDismissed } from './loginNotice';

export function LoginNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const [dismissed, setDismissed] = useState(readLoginNoticeDismissed);

  if (pathname !== paths.guide || session.status !== 'anonymous' || dismissed) return null;

  const later = () => {
    dismissLoginNotice();
    setDismissed(true);
  };

  return (
    <section
      aria-labelledby="login-notice-title"
      className="fixed right-18 bottom-4 left-3 z-30 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:right-20 sm:bottom-6 sm:left-auto sm:w-96 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-200">
          <LogIn aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="login-notice-title" className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('notices.loginTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('notices.loginBody')}</p>
          <div className="mt-3 flex gap-2">
            <Link
              to={paths.login}
              state={{ from: pathname }}
              className="inline-flex h-8 items-center rounded-lg bg-indigo-600 px-3 text-sm font-semibold text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-600"
            >
              {t('notices.loginAction')}
            </Link>
            <button
              type="button"
              onClick={later}
              className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              {t('notices.loginLater')}
            </button>
          </div>
        </div>
        <button
          type="button"
          onClick={later}
          aria-label={t('notices.loginLater')}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800 dark:hover:text-slate-200"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
