// The security tab's two-step verification card: the switch, the set-up dialog (loaded on
// first use) and turning it off.
import { useMutation } from '@apollo/client/react';
import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSessionUser } from '../../auth/session';
import { DisableTwoFactorDocument, type SettingsUserFragment } from '../../gql/graphql';
import { toast } from '../../toast/toast';
import { SettingsCard, StatusBadge } from './ui';

const loadTwoFactorDialog = () => import('./TwoFactorDialog');
const TwoFactorDialog = lazy(loadTwoFactorDialog);

export function TwoFactorCard({ user, refetch }: { user: SettingsUserFragment; refetch: () => Promise<unknown> }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const textId = useId();
  const [dialogMounted, setDialogMounted] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [disable, { loading: disabling }] = useMutation(DisableTwoFactorDocument);
  const on = user.twoFactorAuth;

  const failed = () => {
    toast.error(t('errors.unknown'));
    void refetch();
  };

  const toggle = async () => {
    if (!on) {
      setDialogMounted(true);
      setDialogOpen(true);
      return;
    }
    try {
      const { data } = await disable();
      if (data?.disableTwoFactor) updateSessionUser(data.disableTwoFactor);
      toast.success(t('settings.security.twoFactorDisabled'));
    } catch {
      failed();
    }
  };

  return (
    <SettingsCard
      id={titleId}
      title={t('settings.security.twoFactorTitle')}
      description={<span id={textId}>{t('settings.security.twoFactorText')}</span>}
      action={
        <div className="flex items-center gap-3">
          <StatusBadge tone={on ? 'success' : 'neutral'}>
            {on ? t('settings.security.twoFactorOn') : t('settings.security.twoFactorOff')}
          </StatusBadge>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={titleId}
            aria-describedby={textId}
            disabled={disabling}
            onPointerEnter={() => void loadTwoFactorDialog()}
            onClick={() => void toggle()}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60 ${
              on ? 'bg-indigo-600 dark:bg-indigo-500' : 'bg-slate-300 dark:bg-slate-700'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5.5' : 'translate-x-0.5'}`}
            />
          </button>
        </div>
      }
    >
      {dialogMounted && (
        <Suspense fallback={null}>
          <TwoFactorDialog open={dialogOpen} onOpenChange={setDialogOpen} onFailure={failed} />
        </Suspense>
      )}
    </SettingsCard>
  );
}
