// `/coming-soon`: what is in development, a countdown ticking each second to the launch date
// while the operator's date (content/site.yaml) is still ahead, and a go-home button.
// (AI interview and online resume lead here.)
import '../../i18n/namespaces/pages';
import { Hourglass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePath } from '../../app/paths';
import { primaryButton } from '../../components/buttonStyles';
import { useLocale } from '../../i18n/useLocale';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';
import { formatClockUnit } from '../../lib/duration';
import { formatDateTime } from '../../lib/formatDate';
import { useSiteSettings } from '../../site/useSiteSettings';
import { countdown } from './countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * ticks each second while `target` is ahead; nothing at all once it is not, whether it had
 * passed as the page opened or passes while it is open (a passed date is no promise)
 */
function Countdown({ target }: { target: Date }) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());
  const left = countdown(target, now);
  // whole seconds left: at 00:00:00:00 the date has come, and that is not shown either
  const ahead = left.days + left.hours + left.minutes + left.seconds > 0;

  useEffect(() => {
    if (!ahead) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [ahead]);

  if (!ahead) return null;
  return (
    <>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
        {t('comingSoon.launch', { date: formatDateTime(target, locale) })}
      </p>
      <dl
        aria-label={t('comingSoon.countdownLabel')}
        className="mt-10 grid w-full max-w-lg grid-cols-4 gap-2 sm:gap-4"
        data-testid="countdown"
      >
        {UNITS.map((unit) => (
          <div
            key={unit}
            className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white px-2 py-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="mt-1 text-xs font-medium text-slate-500 dark:text-slate-400">{t(`comingSoon.${unit}`)}</dt>
            <dd className="text-3xl font-bold text-slate-900 tabular-nums sm:text-4xl dark:text-white">
              {formatClockUnit(left[unit], locale)}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function ComingSoonPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  usePageMeta(tc('meta.comingSoon.title'), tc('meta.comingSoon.description'));
  const launchAt = useSiteSettings().settings?.comingSoonAt;

  return (
    <PageContainer className="flex flex-col items-center py-16 text-center sm:py-24">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-sky-500 text-white shadow-lg">
        <Hourglass aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">
        {t('comingSoon.eyebrow')}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {t('comingSoon.title')}
      </h1>
      <p className="mt-4 max-w-xl text-slate-600 dark:text-slate-300">{t('comingSoon.text')}</p>
      {launchAt && <Countdown target={new Date(launchAt)} />}
      <Link to={homePath()} className={`${primaryButton} mt-10 h-11 px-6`}>
        {t('comingSoon.goHome')}
      </Link>
    </PageContainer>
  );
}
