// /contribute, /donate and /about-us.
import '../../i18n/namespaces/community';
import { ArrowRight, CircleCheck, Handshake, Heart, QrCode } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ExternalLink } from '../../components/ExternalLink';
import { GitHubIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { primaryButton, secondaryButton } from '../../components/buttonStyles';
import { DONATION_LINKS, NEW_ISSUE_URL, REPOSITORY_URL } from '../../config/site';
import { DONATIONS } from '../../data/donations';
import { useLocale } from '../../i18n/useLocale';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';
import { formatDate } from '../../lib/formatDate';
import { PageSection } from '../../components/PageSection';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

export function ContributePage() {
  const { t } = useTranslation('community');
  const { t: tc } = useTranslation();
  usePageMeta(tc('meta.contribute.title'), tc('meta.contribute.description'));
  return (
    <PageContainer>
      <PageHeader eyebrow={t('contribute.eyebrow')} title={t('contribute.title')} intro={t('contribute.intro')}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ExternalLink href={NEW_ISSUE_URL} className={`${primaryButton} h-11 px-6`} data-testid="new-issue">
            {t('contribute.button')}
          </ExternalLink>
          <ExternalLink href={REPOSITORY_URL} className={`${secondaryButton} h-11 px-6`} icon={false}>
            <GitHubIcon className="size-4" />
            {t('contribute.repository')}
          </ExternalLink>
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

const QR_CHANNELS = ['wechat', 'alipay'] as const;
const LINK_CHANNELS = ['githubSponsors', 'openCollective'] as const;

function formatAmount(amount: number, currency: string, locale: string) {
  return new Intl.NumberFormat(locale === 'zhCN' ? 'zh-CN' : 'en-US', { style: 'currency', currency }).format(amount);
}

export function DonatePage() {
  const { t } = useTranslation('community');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  usePageMeta(tc('meta.donate.title'), tc('meta.donate.description'));
  return (
    <PageContainer>
      <PageHeader eyebrow={t('donate.eyebrow')} title={t('donate.title')} intro={t('donate.intro')} />

      <PageSection id="channels-title" title={t('donate.channelsTitle')} className="mt-12">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
          {QR_CHANNELS.map((channel) => {
            const name = t(`donate.${channel}.name`);
            return (
              <li
                key={channel}
                className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                  <QrCode aria-hidden="true" className="size-4 text-slate-400" />
                  {name}
                </h3>
                <div className="mt-4 rounded-xl bg-white p-3 ring-1 ring-slate-200">
                  <QRCodeSVG
                    value={DONATION_LINKS[channel]}
                    size={144}
                    level="M"
                    role="img"
                    aria-label={t('donate.qrLabel', { name })}
                    title={t('donate.qrLabel', { name })}
                  />
                </div>
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t(`donate.${channel}.text`)}</p>
              </li>
            );
          })}
          {LINK_CHANNELS.map((channel) => {
            const name = t(`donate.${channel}.name`);
            return (
              <li
                key={channel}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300">
                  <Heart aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{name}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">{t(`donate.${channel}.text`)}</p>
                <ExternalLink href={DONATION_LINKS[channel]} className={`${secondaryButton} mt-5`}>
                  {t('donate.open', { name })}
                </ExternalLink>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="donations-title" title={t('donate.listTitle')} intro={t('donate.listIntro')} className="mt-14">
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable so keyboard users can scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-labelledby="donations-title"
          className="mt-6 max-h-[400px] overflow-y-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900"
          data-testid="donations"
        >
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('donate.name')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('donate.amount')}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  {t('donate.date')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('donate.note')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {DONATIONS.map((donation) => (
                <tr key={donation.id}>
                  <td className="px-4 py-3 font-medium text-slate-900 dark:text-white">
                    {donation.name || t('donate.anonymous')}
                  </td>
                  <td className="px-4 py-3 text-right text-slate-700 tabular-nums dark:text-slate-300">
                    {formatAmount(donation.amount, donation.currency, locale)}
                  </td>
                  <td className="hidden px-4 py-3 whitespace-nowrap text-slate-600 sm:table-cell dark:text-slate-400">
                    <time dateTime={donation.date}>{formatDate(donation.date, locale)}</time>
                  </td>
                  <td className="px-4 py-3 text-slate-600 dark:text-slate-400">{donation.note || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>
    </PageContainer>
  );
}

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
