// The first screen: the promise, the two buttons (signed in → dashboard, else → guide;
// contribute), the learners' measured rating (once enough exist) and a small picture of the workbench at work.
import { ArrowRight, CircleCheck, HeartHandshake, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { primaryButton, secondaryButton } from '../../components/buttonStyles';
import { useSession } from '../../auth/useSession';
import { useSiteSettings } from '../../site/useSiteSettings';

const SCOPE = ['javascript', 'ui', 'dsa', 'design'] as const;

function WorkbenchDemo() {
  const { t } = useTranslation('landing');
  const code = [
    ['kw', 'export function '],
    ['fn', 'debounce'],
    ['', '(fn, wait) {\n  '],
    ['kw', 'let '],
    ['', 'timer;\n  '],
    ['kw', 'const '],
    [
      '',
      'debounced = (...args) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), wait);\n  };\n  debounced.cancel = () => clearTimeout(timer);\n  ',
    ],
    ['kw', 'return '],
    ['', 'debounced;\n}'],
  ] as const;
  const tone = { kw: 'text-violet-300', fn: 'text-sky-300', '': 'text-slate-200' };
  return (
    <figure
      aria-label={t('hero.demo.label')}
      className="relative mx-auto w-full max-w-lg overflow-hidden rounded-2xl border border-slate-800 bg-slate-900 shadow-2xl shadow-indigo-900/20 ring-1 ring-white/5"
    >
      <div className="flex items-center gap-2 border-b border-slate-800 px-4 py-2.5">
        <span className="size-3 rounded-full bg-rose-400/80" aria-hidden="true" />
        <span className="size-3 rounded-full bg-amber-400/80" aria-hidden="true" />
        <span className="size-3 rounded-full bg-emerald-400/80" aria-hidden="true" />
        <span className="ml-2 font-mono text-xs text-slate-400">{t('hero.demo.file')}</span>
      </div>
      <pre className="px-4 py-4 font-mono text-[12px] leading-relaxed break-words whitespace-pre-wrap sm:text-[13px]">
        <code>
          {code.map(([kind, text], index) => (
            <span key={index} className={tone[kind]}>
              {text}
            </span>
          ))}
        </code>
      </pre>
      <figcaption className="border-t border-slate-800 bg-slate-950/60 px-4 py-3 text-xs">
        <p className="flex items-center justify-between font-semibold text-slate-200">
          {t('hero.demo.tests')}
          <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-emerald-300">{t('hero.demo.passed')}</span>
        </p>
        <ul className="mt-2 space-y-1 text-slate-300">
          {(['case1', 'case2', 'case3'] as const).map((key) => (
            <li key={key} className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-3.5 text-emerald-400" />
              {t(`hero.demo.${key}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/**
 * The learners' average rating, as measured: shown only once enough learners have rated (the
 * server decides), with the true count. Its row keeps its height either way, so nothing below
 * moves when it arrives.
 */
function RatingLine() {
  const { t, i18n } = useTranslation('landing');
  const rating = useSiteSettings().settings?.rating;
  const average = rating
    ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(rating.average)
    : '';
  return (
    <div className="mt-8 flex h-6 items-center justify-center gap-3 lg:justify-start" data-testid="landing-rating">
      {rating && (
        <>
          <span
            role="img"
            aria-label={t('hero.ratingLabel', { average, count: rating.count })}
            className="flex text-amber-400"
          >
            {Array.from({ length: 5 }, (_, i) => (
              <Star
                key={i}
                aria-hidden="true"
                className={`size-5 ${i < Math.round(rating.average) ? 'fill-current' : 'text-slate-300 dark:text-slate-600'}`}
              />
            ))}
          </span>
          <p className="text-sm text-slate-600 dark:text-slate-300" aria-hidden="true">
            <strong className="font-bold text-slate-900 dark:text-white">{t('hero.rating', { average })}</strong>{' '}
            {t('hero.ratingText', { count: rating.count })}
          </p>
        </>
      )}
    </div>
  );
}

export function Hero() {
  const { t } = useTranslation('landing');
  const { signedIn } = useSession();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-48 -z-10 mx-auto h-96 max-w-4xl rounded-full bg-gradient-to-r from-indigo-400/30 via-sky-400/25 to-emerald-300/20 blur-3xl dark:from-indigo-500/20 dark:via-sky-500/15 dark:to-emerald-400/10"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-1.5 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-700 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-300">
            <HeartHandshake aria-hidden="true" className="size-3.5" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl xl:text-[3.5rem] xl:leading-[1.1] dark:text-white"
          >
            {t('hero.title')}
            <span className="block bg-gradient-to-r from-indigo-600 to-sky-500 bg-clip-text whitespace-nowrap text-transparent dark:from-indigo-300 dark:to-sky-300">
              {t('hero.titleAccent')}
            </span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-pretty text-slate-600 sm:text-lg lg:mx-0 dark:text-slate-300">
            {t('hero.promise')}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link
              to={signedIn ? paths.dashboard : paths.guide}
              className={`${primaryButton} h-11 px-6 text-base`}
              data-testid="hero-primary"
            >
              {signedIn ? t('hero.primarySignedIn') : t('hero.primarySignedOut')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to={paths.contribute} className={`${secondaryButton} h-11 px-6 text-base`}>
              {t('hero.secondary')}
            </Link>
          </div>
          <RatingLine />
          <div className="mt-6">
            <h2 className="sr-only">{t('hero.scopeLabel')}</h2>
            <ul className="flex flex-wrap justify-center gap-2 lg:justify-start">
              {SCOPE.map((key) => (
                <li
                  key={key}
                  className="rounded-full border border-slate-200 bg-white px-3 py-1 text-xs font-medium text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
                >
                  {t(`hero.scope.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <WorkbenchDemo />
      </div>
    </section>
  );
}
