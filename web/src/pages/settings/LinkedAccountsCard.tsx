// The security tab's linked accounts: bind a provider by redirect, unbind after
// confirmation (refused when it is the only way to sign in).
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { readApiError } from '../../auth/apiError';
import { updateSessionUser } from '../../auth/session';
import { GitHubIcon } from '../../components/icons';
import { type SettingsUserFragment, SocialBindUrlDocument, UnbindSocialDocument } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { toast } from '../../toast/toast';
import { describeApiError } from '../../auth/serverMessages';
import { SettingsCard, dangerSmall, formatDay, outlineSmall } from './ui';

export function LinkedAccountsCard({ user, providers }: { user: SettingsUserFragment; providers: readonly string[] }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const titleId = useId();
  const [binding, setBinding] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [bindUrl] = useMutation(SocialBindUrlDocument);
  const [unbind, { loading: unbinding }] = useMutation(UnbindSocialDocument);
  const github = user.socialAccounts.find((a) => a.provider === 'github');
  const githubAvailable = providers.includes('github');

  const bind = async () => {
    setBinding(true);
    try {
      const { data } = await bindUrl({ variables: { provider: 'github' } });
      if (!data?.socialBindUrl) throw new Error('No URL');
      window.location.assign(data.socialBindUrl);
    } catch (error) {
      setBinding(false);
      toast.error(describeApiError(t, readApiError(error), t('errors.unknown')));
    }
  };

  const confirmUnbind = async () => {
    try {
      const { data } = await unbind({ variables: { provider: 'github' } });
      if (data?.unbindSocial) updateSessionUser(data.unbindSocial);
      setConfirmOpen(false);
      toast.success(t('settings.security.unbound'));
    } catch (error) {
      setConfirmOpen(false);
      // the API's message or the unknown-error toast (spec §8)
      toast.error(describeApiError(t, readApiError(error), t('errors.unknown')));
    }
  };

  const row = 'flex flex-wrap items-center gap-3 py-4 first:pt-0 last:pb-0';
  return (
    <SettingsCard
      id={titleId}
      title={t('settings.security.socialTitle')}
      description={t('settings.security.socialText')}
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        <li className={row} data-provider="github">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-slate-900 text-white dark:bg-white dark:text-slate-900">
            <GitHubIcon className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900 dark:text-white">{t('settings.security.providers.github')}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {github
                ? `${t('settings.security.linkedAs', { login: github.login })} · ${t('settings.security.linkedSince', {
                    date: formatDay(github.linkedAt, locale),
                  })}`
                : githubAvailable
                  ? t('settings.security.notLinked')
                  : t('settings.security.providerUnavailable')}
            </p>
          </div>
          {github ? (
            <button type="button" className={dangerSmall} onClick={() => setConfirmOpen(true)}>
              {t('settings.security.unbind')}
            </button>
          ) : (
            <button
              type="button"
              className={outlineSmall}
              disabled={!githubAvailable || binding}
              onClick={() => void bind()}
            >
              {binding ? t('settings.security.binding') : t('settings.security.bind')}
            </button>
          )}
        </li>
        <li className={row} data-provider="google">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-slate-100 text-lg font-bold text-slate-500 dark:bg-slate-800 dark:text-slate-400">
            G
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900 dark:text-white">{t('settings.security.providers.google')}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.security.providerUnavailable')}</p>
          </div>
          <button type="button" className={outlineSmall} disabled>
            {t('settings.security.bind')}
          </button>
        </li>
      </ul>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        tone="danger"
        title={t('settings.security.unbindTitle')}
        description={t('settings.security.unbindText')}
        cancelLabel={t('settings.cancel')}
        confirmLabel={t('settings.security.unbind')}
        pending={unbinding}
        onConfirm={() => void confirmUnbind()}
      />
    </SettingsCard>
  );
}
