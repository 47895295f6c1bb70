// /user-setting (spec: User settings). A profile side card and four tabs — basic (default),
// account, security, logs — kept in the URL (?tab=) so a reload or a shared link opens the
// same one. A spinner shows until the user's data has loaded; anonymous visitors go to
// /login and come back here afterwards.
//
// Returning from GitHub binding: ?bound=github (success) or ?error=bind_failed&reason=…
// show a toast on the security tab, and the parameters leave the URL.
import { useQuery } from '@apollo/client/react';
import { LoaderCircle } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireSignIn } from '../../auth/RequireSignIn';
import { readApiError } from '../../auth/apiError';
import { AccountSettingsDocument } from '../../gql/graphql';
import '../../i18n/namespaces/account';
import { usePageMeta } from '../../i18n/usePageMeta';
import { toast } from '../../toast/toast';
import { oauthReasonKey } from '../../auth/OAuthFailure';
import { describeApiError } from '../../auth/serverMessages';
import { AccountTab } from './AccountTab';
import { BasicTab } from './BasicTab';
import { LogsTab } from './LogsTab';
import { ProfileSideCard } from './ProfileSideCard';
import { SecurityTab } from './SecurityTab';
import { outlineSmall } from './ui';

export const SETTINGS_TABS = ['basic', 'account', 'security', 'logs'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-indigo-600 dark:text-indigo-400" />
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
    </div>
  );
}

export function SettingsPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('settings.documentTitle'), t('settings.description'));
  return (
    <RequireSignIn fallback={<Spinner label={t('settings.loading')} />}>
      <Settings />
    </RequireSignIn>
  );
}

function Settings() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = (SETTINGS_TABS as readonly string[]).includes(requested ?? '')
    ? (requested as SettingsTab)
    : 'basic';
  const { data, error, refetch } = useQuery(AccountSettingsDocument, { fetchPolicy: 'cache-and-network' });

  // The GitHub binding came back: say how it went, once, on the security tab.
  const handledReturn = useRef(false);
  useEffect(() => {
    if (handledReturn.current) return;
    const bound = params.get('bound');
    const failed = params.get('error') === 'bind_failed';
    if (!bound && !failed) return;
    handledReturn.current = true;
    if (bound) {
      toast.success(t('settings.security.bound'));
      void refetch();
    } else {
      const key = oauthReasonKey(params.get('reason') ?? '');
      toast.error(`${t('settings.bindErrors.title')}: ${t(`oauth.reasons.${key}`)}`);
    }
    setParams({ tab: 'security' }, { replace: true });
  }, [params, setParams, refetch, t]);

  const user = data?.me;
  if (!user) {
    if (error) {
      return (
        <div
          role="alert"
          className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 text-center"
        >
          <p className="font-semibold text-slate-900 dark:text-white">{t('settings.loadFailed')}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {describeApiError(t, readApiError(error), t('errors.requestFailed'))}
          </p>
          <button type="button" className={outlineSmall} onClick={() => void refetch()}>
            {t('settings.retry')}
          </button>
        </div>
      );
    }
    return <Spinner label={t('settings.loading')} />;
  }

  const selectTab = (next: SettingsTab) => setParams(next === 'basic' ? {} : { tab: next }, { replace: true });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('settings.title')}
      </h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <ProfileSideCard user={user} />
        <div className="min-w-0">
          <Tabs tab={tab} onSelect={selectTab}>
            {tab === 'basic' && <BasicTab user={user} />}
            {tab === 'account' && <AccountTab user={user} />}
            {tab === 'security' && <SecurityTab user={user} providers={data.authProviders} refetch={refetch} />}
            {tab === 'logs' && <LogsTab />}
          </Tabs>
        </div>
      </div>
    </div>
  );
}

/** ARIA tabs: arrow keys, Home and End move between tabs (automatic activation). */
function Tabs({
  tab,
  onSelect,
  children,
}: {
  tab: SettingsTab;
  onSelect: (tab: SettingsTab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const refs = useRef<Partial<Record<SettingsTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SETTINGS_TABS.indexOf(tab);
    const last = SETTINGS_TABS.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : SETTINGS_TABS[next];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    refs.current[target]?.focus();
  };
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the ARIA tabs pattern: the tabs inside take focus (roving tabindex), the tablist only hears their arrow keys */}
      <div
        role="tablist"
        aria-label={t('settings.tabsLabel')}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-xl border sm:flex border-slate-200 bg-white p-1 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        {SETTINGS_TABS.map((id) => {
          const selected = id === tab;
          return (
            <button
              key={id}
              ref={(el) => {
                refs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`settings-tab-${id}`}
              aria-selected={selected}
              aria-controls={selected ? `settings-panel-${id}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(id)}
              className={`h-9 flex-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 ${
                selected
                  ? 'bg-indigo-600 text-white shadow-sm dark:bg-indigo-500'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
              }`}
            >
              {t(`settings.tabs.${id}`)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`settings-panel-${tab}`}
        aria-labelledby={`settings-tab-${tab}`}
        tabIndex={-1}
        className="mt-6 space-y-6 focus:outline-none"
      >
        {children}
      </div>
    </>
  );
}
