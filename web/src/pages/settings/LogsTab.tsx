// The activity log: sign-ins of the last 90 days, newest first, in a list that scrolls at
// 24 rem (max-h-96). One row is open at a time, showing browser, operating system, IP
// address and the raw user agent. States: loading, empty, list; a failure is a toast.
import { useQuery } from '@apollo/client/react';
import { ChevronDown, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { LoginLogsDocument, type LoginLogsQuery } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { toast } from '../../toast/toast';
import { SettingsCard, formatMoment, outlineSmall } from './ui';

export const LOGIN_LOG_LIMIT = 200;

type LogEntry = LoginLogsQuery['loginLogs']['edges'][number]['node'];

const DEVICE_ICONS = { mobile: Smartphone, tablet: Tablet, desktop: Monitor } as const;

export function LogsTab() {
  const { t } = useTranslation('account');
  const titleId = useId();
  const { data, loading, error, refetch } = useQuery(LoginLogsDocument, {
    variables: { first: LOGIN_LOG_LIMIT },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    if (error) toast.error(t('settings.logs.failed'));
  }, [error, t]);

  const logs = data?.loginLogs.edges.map((edge) => edge.node) ?? [];
  return (
    <SettingsCard
      id={titleId}
      title={t('settings.logs.title')}
      description={t('settings.logs.text')}
      action={
        !loading && !error && logs.length > 0 ? (
          <span className="text-sm text-slate-500 dark:text-slate-400">
            {t('settings.logs.count', { count: logs.length })}
          </span>
        ) : undefined
      }
    >
      {loading && !data ? (
        <div role="status" aria-label={t('settings.logs.loading')} className="space-y-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : error && !data ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.logs.failed')}</p>
          <button type="button" className={outlineSmall} onClick={() => void refetch()}>
            {t('settings.retry')}
          </button>
        </div>
      ) : logs.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {t('settings.logs.empty')}
        </p>
      ) : (
        <ul
          className="max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          data-testid="login-logs"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable list must be focusable so keyboard users can scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
          aria-labelledby={titleId}
        >
          {logs.map((log) => (
            <LogRow
              key={log.id}
              log={log}
              open={openId === log.id}
              onToggle={() => setOpenId((current) => (current === log.id ? null : log.id))}
            />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}

function LogRow({ log, open, onToggle }: { log: LogEntry; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const panelId = useId();
  const unknown = t('settings.logs.unknown');
  const device = (log.device in DEVICE_ICONS ? log.device : 'desktop') as keyof typeof DEVICE_ICONS;
  const Icon = DEVICE_ICONS[device];
  const browser = log.browser || unknown;
  const os = log.os || unknown;
  const details: [string, string][] = [
    [t('settings.logs.time'), formatMoment(log.createdAt, locale)],
    [t('settings.logs.browser'), browser],
    [t('settings.logs.os'), os],
    [t('settings.logs.device'), t(`settings.logs.devices.${device}`)],
    [t('settings.logs.ip'), log.ipAddress || unknown],
    [t('settings.logs.userAgent'), log.userAgent || unknown],
  ];
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800/60"
      >
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">
            {t('settings.logs.summary', { browser, os })}
          </span>
          <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
            {formatMoment(log.createdAt, locale)} · {log.ipAddress || unknown}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <dl className="grid gap-x-4 gap-y-2 bg-slate-50 px-4 py-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] dark:bg-slate-800/40">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
                <dd className="font-mono text-xs break-all text-slate-800 sm:text-sm dark:text-slate-200">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}
