// /donate: the donation channels and the donations received, exactly as the operator configured
// them (content/site.yaml on the server). A channel, QR code or donation that is not configured
// does not exist here; with none at all the page says so and points to other ways to help.
import { Heart, QrCode } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { secondaryButton } from '../../components/buttonStyles';
import { useLocale } from '../../i18n/useLocale';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';
import { formatDate } from '../../lib/formatDate';
import { type SiteSettings, useSiteSettings } from '../../site/useSiteSettings';

type Channel = SiteSettings['donationChannels'][number];
type Donation = SiteSettings['donations'][number];

const QR_KINDS: readonly string[] = ['wechat', 'alipay'];
const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';

function formatAmount(amount: number, currency: string, locale: string) {
  return new Intl.NumberFormat(locale === 'zhCN' ? 'zh-CN' : 'en-US', { style: 'currency', currency }).format(amount);
}

function ChannelCard({ channel }: { channel: Channel }) {
  const { t } = useTranslation('community');
  const name = t(`donate.${channel.kind}.name`);
  if (QR_KINDS.includes(channel.kind)) {
    return (
      <li className={`${card} flex flex-col items-center text-center`}>
        <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
          <QrCode aria-hidden="true" className="size-4 text-slate-400" />
          {name}
        </h3>
        <div className="mt-4 rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <QRCodeSVG
            value={channel.url}
            size={144}
            level="M"
            role="img"
            aria-label={t('donate.qrLabel', { name })}
            title={t('donate.qrLabel', { name })}
          />
        </div>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t(`donate.${channel.kind}.text`)}</p>
      </li>
    );
  }
  return (
    <li className={`${card} flex flex-col`}>
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300">
        <Heart aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{name}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">{t(`donate.${channel.kind}.text`)}</p>
      <ExternalLink href={channel.url} className={`${secondaryButton} mt-5`}>
        {t('donate.open', { name })}
      </ExternalLink>
    </li>
  );
}

function DonationsTable({ donations }: { donations: Donation[] }) {
  const { t } = useTranslation('community');
  const locale = useLocale();
  return (
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
          {donations.map((donation, index) => (
            <tr key={index}>
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
  );
}

export function DonatePage() {
  const { t } = useTranslation('community');
  const { t: tc } = useTranslation();
  usePageMeta(tc('meta.donate.title'), tc('meta.donate.description'));
  const { settings, loading } = useSiteSettings();
  const channels = settings?.donationChannels ?? [];
  const donations = settings?.donations ?? [];
  return (
    <PageContainer>
      <PageHeader eyebrow={t('donate.eyebrow')} title={t('donate.title')} intro={t('donate.intro')} />
      {loading ? (
        <p role="status" className="mt-12 text-slate-500 dark:text-slate-400">
          {t('donate.loading')}
        </p>
      ) : channels.length === 0 ? (
        <aside className={`${card} mt-12`} data-testid="no-donation-channels">
          <h2 className="font-semibold text-slate-900 dark:text-white">{t('donate.noChannelsTitle')}</h2>
          <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{t('donate.noChannels')}</p>
          <Link to={paths.contribute} className={`${secondaryButton} mt-5`}>
            {t('donate.contributeInstead')}
          </Link>
        </aside>
      ) : (
        <PageSection id="channels-title" title={t('donate.channelsTitle')} className="mt-12">
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
            {channels.map((channel) => (
              <ChannelCard key={channel.kind} channel={channel} />
            ))}
          </ul>
        </PageSection>
      )}
      {donations.length > 0 && (
        <PageSection id="donations-title" title={t('donate.listTitle')} intro={t('donate.listIntro')} className="mt-14">
          <DonationsTable donations={donations} />
        </PageSection>
      )}
    </PageContainer>
  );
}
