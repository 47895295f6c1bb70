// `/changelog`: versions newest first, each with date, description and typed changes.
import '../../i18n/namespaces/pages';
import { Bug, Sparkles, Wrench } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { type ChangeType, type Release, normalizeReleases } from '../../data/changelog';
import { useLocale } from '../../i18n/useLocale';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';
import { formatDate } from '../../lib/formatDate';

const TYPE_STYLE: Record<ChangeType, { icon: typeof Sparkles; className: string }> = {
  new: {
    icon: Sparkles,
    className:
      'bg-indigo-50 text-indigo-700 ring-indigo-600/20 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/25',
  },
  improvement: {
    icon: Wrench,
    className: 'bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-500/10 dark:text-sky-300 dark:ring-sky-400/25',
  },
  fix: {
    icon: Bug,
    className:
      'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  },
};

export function ChangelogPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  usePageMeta(tc('meta.changelog.title'), tc('meta.changelog.description'));
  const [releases, setReleases] = useState<Release[]>([]);

  useEffect(() => {
    let alive = true;
    void import('../../data/releases').then(({ RELEASES }) => alive && setReleases(normalizeReleases(RELEASES)));
    return () => {
      alive = false;
    };
  }, []);

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader eyebrow={t('changelog.eyebrow')} title={t('changelog.title')} intro={t('changelog.intro')} />
      {releases.length === 0 ? (
        <p role="status" className="mt-10 text-slate-500 dark:text-slate-400">
          {t('changelog.loading')}
        </p>
      ) : (
        <ol className="mt-10 border-l border-slate-200 dark:border-slate-800">
          {releases.map((release, index) => (
            <li key={release.key} className="relative pb-10 pl-6 last:pb-0 sm:pl-8">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[7px] size-3.5 rounded-full border-2 border-white dark:border-slate-950 ${index === 0 ? 'bg-indigo-600 dark:bg-indigo-400' : 'bg-slate-300 dark:bg-slate-600'}`}
              />
              <article aria-labelledby={`release-${release.key}`}>
                <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h2 id={`release-${release.key}`} className="text-xl font-bold text-slate-900 dark:text-white">
                    v{release.version}
                  </h2>
                  {index === 0 && (
                    <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white dark:bg-indigo-500">
                      {t('changelog.latest')}
                    </span>
                  )}
                  <p className="text-sm text-slate-500 dark:text-slate-400">
                    <time dateTime={release.date}>
                      {t('changelog.released', { date: formatDate(release.date, locale) })}
                    </time>
                  </p>
                </header>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{release.description[locale]}</p>
                {release.changes.length === 0 ? (
                  <p className="mt-3 text-sm text-slate-500 italic dark:text-slate-400">{t('changelog.noDetail')}</p>
                ) : (
                  <ul className="mt-4 space-y-2.5">
                    {release.changes.map((change, i) => {
                      const { icon: Icon, className } = TYPE_STYLE[change.type];
                      return (
                        <li key={i} className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:gap-3">
                          <span
                            className={`inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset sm:w-32 ${className}`}
                          >
                            <Icon aria-hidden="true" className="size-3.5" />
                            {t(`changelog.types.${change.type}`)}
                          </span>
                          <span className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">
                            {change.description[locale]}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
    </PageContainer>
  );
}
