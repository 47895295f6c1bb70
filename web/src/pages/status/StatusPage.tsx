// `/status`: the live health of the website, API, database, judge and GitHub sign-in (the
// server's platformStatus check), the overall banner and the current time.
import { refetchQuietly } from '../../apollo/refetchQuietly';
import '../../i18n/namespaces/pages';
import { useQuery } from '@apollo/client/react';
import { CircleAlert, CircleCheck, CircleMinus, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { secondaryButton } from '../../components/buttonStyles';
import { PlatformStatusDocument, type ServiceStatus } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';
import { formatDateTime } from '../../lib/formatDate';
import { type ServiceView, UNREACHABLE, orderServices, overallStatus, unreachableServices } from './status';

const REFRESH_MS = 60_000;

/** The banner's states (a switched-off feature never sets it) and each service's pill. */
const BANNER: Record<Exclude<ServiceStatus, 'notConfigured'>, { banner: string; icon: typeof CircleCheck }> = {
  operational: {
    banner:
      'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100',
    icon: CircleCheck,
  },
  degraded: {
    banner:
      'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100',
    icon: TriangleAlert,
  },
  outage: {
    banner: 'border-red-200 bg-red-50 text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-100',
    icon: CircleAlert,
  },
};

const PILL: Record<ServiceStatus, { pill: string; icon: typeof CircleCheck }> = {
  operational: {
    pill: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25',
    icon: CircleCheck,
  },
  degraded: {
    pill: 'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25',
    icon: TriangleAlert,
  },
  outage: {
    pill: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/25',
    icon: CircleAlert,
  },
  notConfigured: {
    pill: 'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/25',
    icon: CircleMinus,
  },
};

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function StatusPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  usePageMeta(tc('meta.status.title'), tc('meta.status.description'));
  const now = useNow();
  const { data, error, loading, refetch } = useQuery(PlatformStatusDocument, {
    pollInterval: REFRESH_MS,
    notifyOnNetworkStatusChange: true,
  });

  const services: ServiceView[] | undefined = data
    ? orderServices(data.platformStatus.services)
    : error
      ? unreachableServices()
      : undefined;
  const overall = services ? overallStatus(services) : undefined;
  const checkedAt = data ? new Date(data.platformStatus.checkedAt) : undefined;

  const detailText = (service: ServiceView) => {
    const { detail } = service;
    if (service.status === 'notConfigured') return t('status.details.switchedOff');
    if (!detail) return null;
    if (detail === 'not configured') return t('status.details.notConfigured');
    if (detail === UNREACHABLE) return t('status.details.unreachable');
    return detail;
  };

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader eyebrow={t('status.eyebrow')} title={t('status.title')} intro={t('status.intro')} />

      <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-500 dark:text-slate-400">{t('status.currentTime')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
            <time dateTime={now.toISOString()}>{formatDateTime(now, locale)}</time>
          </dd>
        </div>
        {checkedAt && (
          <div className="flex gap-2">
            <dt className="text-slate-500 dark:text-slate-400">{t('status.checkedAt')}</dt>
            <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
              <time dateTime={checkedAt.toISOString()}>{formatDateTime(checkedAt, locale)}</time>
            </dd>
          </div>
        )}
      </dl>

      {overall ? (
        <div
          role="status"
          data-status={overall}
          className={`mt-8 flex items-center gap-3 rounded-2xl border p-5 text-lg font-semibold ${BANNER[overall].banner}`}
        >
          {(() => {
            const Icon = BANNER[overall].icon;
            return <Icon aria-hidden="true" className="size-6 shrink-0" />;
          })()}
          {t(`status.banner.${overall}`)}
        </div>
      ) : (
        <p
          role="status"
          className="mt-8 rounded-2xl border border-slate-200 p-5 text-slate-500 dark:border-slate-800 dark:text-slate-400"
        >
          {t('status.checking')}
        </p>
      )}

      <section aria-labelledby="services-title" className="mt-8">
        <div className="flex items-center justify-between gap-4">
          <h2 id="services-title" className="text-lg font-bold text-slate-900 dark:text-white">
            {t('status.servicesLabel')}
          </h2>
          <button type="button" className={secondaryButton} onClick={() => refetchQuietly(refetch)} disabled={loading}>
            <RefreshCw aria-hidden="true" className={`size-4 ${loading ? 'animate-spin' : ''}`} />
            {t('status.refresh')}
          </button>
        </div>
        <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {services
            ? services.map((service) => {
                const tone = PILL[service.status];
                const detail = detailText(service);
                return (
                  <li
                    key={service.id}
                    data-service={service.id}
                    data-service-status={service.status}
                    className="flex items-center gap-4 px-5 py-4"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-slate-900 dark:text-white">{t(`status.services.${service.id}`)}</p>
                      {(detail || service.latencyMs != null) && (
                        <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
                          {[detail, service.latencyMs != null ? t('status.latency', { ms: service.latencyMs }) : null]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      )}
                    </div>
                    <span
                      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${tone.pill}`}
                    >
                      <tone.icon aria-hidden="true" className="size-3.5" />
                      {t(`status.states.${service.status}`)}
                    </span>
                  </li>
                );
              })
            : Array.from({ length: 5 }, (_, i) => (
                <li key={i} className="flex items-center gap-4 px-5 py-4">
                  <Skeleton className="h-5 w-40" />
                  <Skeleton className="ml-auto h-6 w-24 rounded-full" />
                </li>
              ))}
        </ul>
      </section>
    </PageContainer>
  );
}
