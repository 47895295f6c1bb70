// The first thing a visitor reads: what this is and why it is worth their time.
import { useTranslation } from 'react-i18next';
import { SparkleIcon } from '../../components/icons';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden border-b border-slate-200 dark:border-slate-800">
      {/* soft brand glow; purely decorative */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-80 max-w-3xl rounded-full bg-gradient-to-r from-indigo-400/30 via-sky-400/25 to-emerald-300/20 blur-3xl dark:from-indigo-500/20 dark:via-sky-500/15 dark:to-emerald-400/10"
      />
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        <p className="inline-flex items-center gap-1.5 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-700 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-300">
          <SparkleIcon className="size-3.5" />
          {t('home.heroEyebrow')}
        </p>
        <h1 className="mx-auto mt-5 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
          {t('home.heroTitle')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg dark:text-slate-300">
          {t('home.heroPromise')}
        </p>
      </div>
    </section>
  );
}
