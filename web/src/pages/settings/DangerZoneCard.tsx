// The security tab's danger zone: reset records, delete the account (confirm enabled only
// once the username and the password are typed, and a code while two-step verification is on).
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { readApiError } from '../../auth/apiError';
import { signOut } from '../../auth/session';
import { DeleteAccountDocument, DeleteRecordsDocument, type SettingsUserFragment } from '../../gql/graphql';
import { toast } from '../../toast/toast';
import { Field } from '../../components/form/Field';
import { TextInput } from '../../components/form/TextInput';
import { deleteConfirmed } from './schemas';
import { IdentityFields, useIdentityProof } from './IdentityFields';
import { SettingsCard, dangerSmall } from './ui';

export function DangerZoneCard({ user }: { user: SettingsUserFragment }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const inputId = useId();
  const [dialog, setDialog] = useState<'reset' | 'delete' | null>(null);
  const [typed, setTyped] = useState('');
  const [deleteRecords, { loading: resetting }] = useMutation(DeleteRecordsDocument);
  const [deleteAccount, { loading: deleting }] = useMutation(DeleteAccountDocument);
  const proof = useIdentityProof();
  const canDelete =
    deleteConfirmed(typed, user.username) &&
    !!proof.currentPassword &&
    (!user.twoFactorAuth || !!proof.twoFactorCode.trim());

  const confirmReset = async () => {
    try {
      await deleteRecords();
      setDialog(null);
      toast.success(t('settings.security.resetDone'));
    } catch {
      setDialog(null);
      toast.error(t('errors.unknown'));
    }
  };

  const confirmDelete = async () => {
    if (!canDelete) return;
    try {
      await deleteAccount({ variables: { confirmUsername: typed, ...proof.variables() } });
      setDialog(null);
      toast.success(t('settings.security.deleted'));
      signOut();
    } catch (error) {
      const apiError = readApiError(error);
      if (apiError.kind === 'graphql' && apiError.field !== 'confirmUsername') {
        // a wrong password or code: said under its field, the dialog stays open
        proof.showError(t, apiError, t('errors.unknown'));
        return;
      }
      setDialog(null);
      toast.error(t('errors.unknown'));
    }
  };

  const row = 'flex flex-wrap items-center gap-3 py-4 first:pt-0 last:pb-0';
  return (
    <SettingsCard
      id={titleId}
      tone="danger"
      title={t('settings.security.dangerTitle')}
      description={t('settings.security.dangerText')}
    >
      <ul className="divide-y divide-red-100 dark:divide-red-500/20">
        <li className={row}>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900 dark:text-white">{t('settings.security.resetTitle')}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.security.resetText')}</p>
          </div>
          <button type="button" className={dangerSmall} onClick={() => setDialog('reset')}>
            {t('settings.security.resetAction')}
          </button>
        </li>
        <li className={row}>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900 dark:text-white">{t('settings.security.deleteTitle')}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.security.deleteText')}</p>
          </div>
          <button
            type="button"
            className={dangerSmall}
            onClick={() => {
              setTyped('');
              proof.reset();
              setDialog('delete');
            }}
          >
            {t('settings.security.deleteAction')}
          </button>
        </li>
      </ul>
      <ConfirmDialog
        open={dialog === 'reset'}
        onOpenChange={(open) => !open && setDialog(null)}
        tone="danger"
        title={t('settings.security.resetConfirmTitle')}
        description={t('settings.security.resetConfirmText')}
        cancelLabel={t('settings.cancel')}
        confirmLabel={t('settings.security.resetConfirm')}
        pending={resetting}
        onConfirm={() => void confirmReset()}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        tone="danger"
        title={t('settings.security.deleteConfirmTitle')}
        description={t('settings.security.deleteConfirmText')}
        cancelLabel={t('settings.cancel')}
        confirmLabel={t('settings.security.deleteConfirm')}
        pending={deleting}
        confirmDisabled={!canDelete}
        onConfirm={() => void confirmDelete()}
      >
        <Field id={inputId} label={t('settings.security.deleteConfirmLabel', { username: user.username })}>
          <TextInput
            id={inputId}
            value={typed}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <div className="mt-4">
          <IdentityFields
            t={t}
            proof={proof}
            twoFactor={user.twoFactorAuth}
            passwordLabel={t('settings.security.deletePasswordLabel')}
          />
        </div>
      </ConfirmDialog>
    </SettingsCard>
  );
}
