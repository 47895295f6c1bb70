// The security tab's two-step verification card: the switch, the set-up dialog (loaded on
// first use) and turning it off, which asks for the password and a code (or recovery code).
import { useMutation } from '@apollo/client/react';
import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { readApiError } from '../../auth/apiError';
import { updateSessionUser } from '../../auth/session';
import { DisableTwoFactorDocument, type SettingsUserFragment } from '../../gql/graphql';
import { toast } from '../../toast/toast';
import { IdentityFields, useIdentityProof } from './IdentityFields';
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
  const [confirmOff, setConfirmOff] = useState(false);
  const proof = useIdentityProof();
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
    proof.reset();
    setConfirmOff(true);
  };

  const turnOff = async () => {
    try {
      const { data } = await disable({ variables: proof.variables() });
      if (data?.disableTwoFactor) updateSessionUser(data.disableTwoFactor);
      setConfirmOff(false);
      proof.reset();
      toast.success(t('settings.security.twoFactorDisabled'));
    } catch (error) {
      const apiError = readApiError(error);
      if (apiError.kind !== 'graphql') {
        setConfirmOff(false);
        failed();
        return;
      }
      proof.showError(t, apiError, t('errors.unknown'));
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
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={(open) => !open && setConfirmOff(false)}
        title={t('settings.security.disableTitle')}
        description={t('settings.security.disableText')}
        cancelLabel={t('settings.cancel')}
        confirmLabel={t('settings.security.disableConfirm')}
        pending={disabling}
        confirmDisabled={!proof.currentPassword || !proof.twoFactorCode.trim()}
        onConfirm={() => void turnOff()}
      >
        <IdentityFields t={t} proof={proof} twoFactor />
      </ConfirmDialog>
      {dialogMounted && (
        <Suspense fallback={null}>
          <TwoFactorDialog open={dialogOpen} onOpenChange={setDialogOpen} onFailure={failed} />
        </Suspense>
      )}
    </SettingsCard>
  );
}
