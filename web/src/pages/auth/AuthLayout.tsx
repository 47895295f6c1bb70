// The frame of the sign-in pages: a card with the page's title and form, beside a short
// reminder of what an account gives (from 1024 px).
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/Logo';
import '../../i18n/namespaces/account';

export const textLink =
  'rounded font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:text-indigo-200';

export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const points = [t('layout.asidePoints.free'), t('layout.asidePoints.progress'), t('layout.asidePoints.bilingual')];
  return (
    <div className="mx-auto grid w-full max-w-5xl items-center gap-10 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_28rem] lg:px-8 lg:py-16">
      <aside className="hidden lg:block">
        <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">
          {t('layout.asideTitle')}
        </p>
        <p className="mt-4 max-w-md text-2xl leading-snug font-bold text-balance text-slate-900 dark:text-white">
          {t('layout.asideText')}
        </p>
        <ul className="mt-8 space-y-3">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-500" />
              {point}
            </li>
          ))}
        </ul>
      </aside>
      <section
        aria-labelledby="auth-title"
        className="w-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm min-[400px]:p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <LogoMark className="mb-6 size-10" />
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
        {subtitle && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            {footer}
          </div>
        )}
      </section>
    </div>
  );
}
