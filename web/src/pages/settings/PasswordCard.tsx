// The security tab's password card: change password in a form toggled open (with a code while
// two-step verification is on); on success it resets and closes, then the user is signed out
// after 1.5 s (the API has signed out the other sessions already).
import { useMutation } from '@apollo/client/react';
import { Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { readApiError } from '../../auth/apiError';
import { signOut } from '../../auth/session';
import { ChangePasswordDocument, type SettingsUserFragment } from '../../gql/graphql';
import { toast } from '../../toast/toast';
import { Field } from '../../components/form/Field';
import { TextInput } from '../../components/form/TextInput';
import { PasswordInput } from '../../components/form/PasswordInput';
import { SubmitButton } from '../../components/form/SubmitButton';
import { describedBy } from '../../components/form/fieldStyles';
import { useAccountForm } from '../../auth/useAccountForm';
import { describeApiError } from '../../auth/serverMessages';
import { type ChangePasswordValues, changePasswordSchema } from './schemas';
import { SettingsCard, outlineSmall } from './ui';

export const SIGN_OUT_AFTER_PASSWORD_CHANGE_MS = 1500;

export function PasswordCard({ user }: { user: SettingsUserFragment }) {
  const ids = { title: useId(), current: useId(), next: useId(), confirm: useId(), code: useId() };
  const [open, setOpen] = useState(false);
  const [changePassword] = useMutation(ChangePasswordDocument);
  const form = useAccountForm<ChangePasswordValues>(changePasswordSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
    twoFactorCode: '',
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

  // eslint-disable-next-line react-hooks/refs -- handleSubmit only wraps this callback into the form's submit handler; the ref is written when the form is submitted, never during render
  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword({ variables: { input: { ...values, twoFactorCode: values.twoFactorCode || null } } });
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
        (['newPassword', 'confirmPassword', 'twoFactorCode'] as const).find((f) => f === apiError.field) ??
        'currentPassword';
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
          {user.twoFactorAuth && (
            <Field
              id={ids.code}
              label={t('fields.twoFactorOrRecoveryCode')}
              error={errors.twoFactorCode?.message}
              hint={t('settings.security.codeHint')}
            >
              <TextInput
                id={ids.code}
                autoComplete="one-time-code"
                autoCapitalize="off"
                spellCheck={false}
                invalid={!!errors.twoFactorCode}
                aria-describedby={describedBy(ids.code, { error: errors.twoFactorCode, hint: true })}
                {...register('twoFactorCode')}
              />
            </Field>
          )}
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
