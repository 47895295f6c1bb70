// /contribute, /donate and /about-us.
import '../../i18n/namespaces/community';
import { ArrowRight, CircleCheck, Handshake, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ExternalLink } from '../../components/ExternalLink';
import { GitHubIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { primaryButton, secondaryButton } from '../../components/buttonStyles';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';
import { PageSection } from '../../components/PageSection';
import { useSiteSettings } from '../../site/useSiteSettings';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

export function ContributePage() {
  const { t } = useTranslation('community');
  const { t: tc } = useTranslation();
  usePageMeta(tc('meta.contribute.title'), tc('meta.contribute.description'));
  const { links } = useSiteSettings();
  return (
    <PageContainer>
      <PageHeader eyebrow={t('contribute.eyebrow')} title={t('contribute.title')} intro={t('contribute.intro')}>
        {/* the buttons keep their row's height while the settings load, so the steps do not move */}
        <div className="mt-8 flex min-h-11 flex-col gap-3 sm:flex-row">
          {links && (
            <>
              <ExternalLink href={links.newIssue} className={`${primaryButton} h-11 px-6`} data-testid="new-issue">
                {t('contribute.button')}
              </ExternalLink>
              <ExternalLink href={links.repository} className={`${secondaryButton} h-11 px-6`} icon={false}>
                <GitHubIcon className="size-4" />
                {t('contribute.repository')}
              </ExternalLink>
            </>
          )}
        </div>
      </PageHeader>

      <PageSection id="steps-title" title={t('contribute.stepsTitle')} className="mt-14">
        <ol className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white dark:bg-indigo-500"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{t(`contribute.${step}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                {t(`contribute.${step}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </PageSection>

      <aside
        aria-labelledby="review-title"
        className="mt-10 flex gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 dark:border-emerald-500/30 dark:bg-emerald-500/10"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600 dark:text-emerald-300" />
        <div>
          <h2 id="review-title" className="font-semibold text-emerald-900 dark:text-emerald-100">
            {t('contribute.reviewTitle')}
          </h2>
          <p className="mt-1 text-sm text-emerald-800 dark:text-emerald-200">{t('contribute.reviewNote')}</p>
        </div>
      </aside>
    </PageContainer>
  );
}

export { DonatePage } from './DonatePage';

// The about page's ways to take part.
const ABOUT_LINKS = [
  {
    key: 'contribute',
    to: paths.contribute,
    icon: Handshake,
    iconTone: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
  },
  {
    key: 'donate',
    to: paths.donate,
    icon: Heart,
    iconTone: 'bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300',
  },
] as const;

export function AboutPage() {
  const { t } = useTranslation('community');
  const { t: tc } = useTranslation();
  usePageMeta(tc('meta.about.title'), tc('meta.about.description'));
  const blocks = [
    ['missionTitle', 'mission'],
    ['howTitle', 'how'],
    ['teamTitle', 'team'],
  ] as const;
  const cardLink =
    'group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50';
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader eyebrow={t('about.eyebrow')} title={t('about.title')} intro={t('about.intro')} />
      <div className="mt-12 space-y-10">
        {blocks.map(([title, body]) => (
          <section key={title}>
            <h2 className="text-xl font-bold text-slate-900 dark:text-white">{t(`about.${title}`)}</h2>
            <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{t(`about.${body}`)}</p>
          </section>
        ))}
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2">
        {ABOUT_LINKS.map(({ key, to, icon: Icon, iconTone }) => (
          <li key={key}>
            <Link to={to} className={cardLink}>
              <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${iconTone}`}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{t(`about.${key}Title`)}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{t(`about.${key}Text`)}</span>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-indigo-600 dark:text-indigo-300">
                  {t(`about.${key}Link`)}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
