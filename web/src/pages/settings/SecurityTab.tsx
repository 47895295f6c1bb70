// The security tab: change password (a form toggled open; on success it resets and closes,
// then the user is signed out after 1.5 s), the two-step verification switch, linked
// accounts (bind by redirect, unbind after confirmation) and the danger zone (reset
// records, delete account — confirm enabled only once the username is typed).
import { useMutation } from '@apollo/client/react';
import { Lock } from 'lucide-react';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../auth/ConfirmDialog';
import { readApiError } from '../../auth/apiError';
import { signOut, updateSessionUser } from '../../auth/session';
import { GitHubIcon } from '../../components/icons';
import {
  ChangePasswordDocument,
  DeleteAccountDocument,
  DeleteRecordsDocument,
  DisableTwoFactorDocument,
  type SettingsUserFragment,
  SocialBindUrlDocument,
  UnbindSocialDocument,
} from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { toast } from '../../toast/toast';
import { Field, PasswordInput, SubmitButton, TextInput, describedBy, useAccountForm } from '../auth/form';
import { describeApiError } from '../auth/serverMessages';
import { type ChangePasswordValues, changePasswordSchema, deleteConfirmed } from './schemas';
import { SettingsCard, StatusBadge, dangerSmall, formatDay, outlineSmall } from './ui';

export const SIGN_OUT_AFTER_PASSWORD_CHANGE_MS = 1500;

const loadTwoFactorDialog = () => import('./TwoFactorDialog');
const TwoFactorDialog = lazy(loadTwoFactorDialog);

export function SecurityTab({
  user,
  providers,
  refetch,
}: {
  user: SettingsUserFragment;
  providers: readonly string[];
  refetch: () => Promise<unknown>;
}) {
  return (
    <>
      <PasswordCard user={user} />
      <TwoFactorCard user={user} refetch={refetch} />
      <SocialCard user={user} providers={providers} />
      <DangerZone user={user} />
    </>
  );
}

function PasswordCard({ user }: { user: SettingsUserFragment }) {
  const ids = { title: useId(), current: useId(), next: useId(), confirm: useId() };
  const [open, setOpen] = useState(false);
  const [changePassword] = useMutation(ChangePasswordDocument);
  const form = useAccountForm<ChangePasswordValues>(changePasswordSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const {
    t,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const signOutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(signOutTimer.current), []);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword({ variables: { input: values } });
      reset();
      setOpen(false);
      toast.success(t('settings.security.passwordChanged'));
      signOutTimer.current = setTimeout(() => signOut(), SIGN_OUT_AFTER_PASSWORD_CHANGE_MS);
    } catch (error) {
      const apiError = readApiError(error);
      if (apiError.kind !== 'graphql') {
        toast.error(t('errors.unknown'));
        return;
      }
      // On the current-password field, unless the API names another field of the form.
      const field =
        (['newPassword', 'confirmPassword'] as const).find((f) => f === apiError.field) ?? 'currentPassword';
      setError(field, { message: describeApiError(t, apiError, t('errors.unknown')) }, { shouldFocus: true });
    }
  });

  return (
    <SettingsCard
      id={ids.title}
      title={t('settings.security.passwordTitle')}
      description={user.hasPassword ? t('settings.security.passwordText') : t('settings.security.noPasswordText')}
      action={
        user.hasPassword && !open ? (
          <button type="button" className={outlineSmall} onClick={() => setOpen(true)}>
            <Lock aria-hidden="true" className="size-4" />
            {t('settings.security.changePassword')}
          </button>
        ) : undefined
      }
    >
      {open && (
        <form noValidate onSubmit={onSubmit} aria-labelledby={ids.title} className="space-y-5">
          <Field id={ids.current} label={t('fields.currentPassword')} error={errors.currentPassword?.message}>
            <PasswordInput
              id={ids.current}
              autoComplete="current-password"
              invalid={!!errors.currentPassword}
              aria-describedby={describedBy(ids.current, { error: errors.currentPassword })}
              {...register('currentPassword')}
            />
          </Field>
          <Field
            id={ids.next}
            label={t('fields.newPassword')}
            error={errors.newPassword?.message}
            hint={t('password.rules')}
          >
            <PasswordInput
              id={ids.next}
              autoComplete="new-password"
              invalid={!!errors.newPassword}
              aria-describedby={describedBy(ids.next, { error: errors.newPassword, hint: true })}
              {...register('newPassword')}
            />
          </Field>
          <Field id={ids.confirm} label={t('fields.confirmNewPassword')} error={errors.confirmPassword?.message}>
            <PasswordInput
              id={ids.confirm}
              autoComplete="new-password"
              invalid={!!errors.confirmPassword}
              aria-describedby={describedBy(ids.confirm, { error: errors.confirmPassword })}
              {...register('confirmPassword')}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={`${outlineSmall} h-10`}
              onClick={() => {
                reset();
                setOpen(false);
              }}
            >
              {t('settings.cancel')}
            </button>
            <SubmitButton pending={isSubmitting} pendingLabel={t('settings.saving')} className="h-10">
              {t('settings.security.passwordSubmit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </SettingsCard>
  );
}

function TwoFactorCard({ user, refetch }: { user: SettingsUserFragment; refetch: () => Promise<unknown> }) {
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

function SocialCard({ user, providers }: { user: SettingsUserFragment; providers: readonly string[] }) {
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

function DangerZone({ user }: { user: SettingsUserFragment }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const inputId = useId();
  const [dialog, setDialog] = useState<'reset' | 'delete' | null>(null);
  const [typed, setTyped] = useState('');
  const [deleteRecords, { loading: resetting }] = useMutation(DeleteRecordsDocument);
  const [deleteAccount, { loading: deleting }] = useMutation(DeleteAccountDocument);

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
    if (!deleteConfirmed(typed, user.username)) return;
    try {
      await deleteAccount({ variables: { confirmUsername: typed } });
      setDialog(null);
      toast.success(t('settings.security.deleted'));
      signOut();
    } catch {
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
        confirmDisabled={!deleteConfirmed(typed, user.username)}
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
      </ConfirmDialog>
    </SettingsCard>
  );
}
