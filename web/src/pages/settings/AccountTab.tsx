// The account tab: read-only username; the email with its verified/unverified badge, the
// resend-verification button and, while unverified, the inline verification form (registration
// mails a code, so it is offered before any resend; a resend refused by the server's cooldown
// is a note, not an error); the
// change-email form (current password, new email, 6-character code with a get-code button).
// Both code requests have a 60 s cooldown kept in localStorage (one key per flow).
//
// Errors of the email change go where the spec says: a message about the password under the
// password, one about the code under the code, anything else in a banner.
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, readApiError } from '../../auth/apiError';
import { updateSessionUser } from '../../auth/session';
import {
  ChangeEmailDocument,
  SendVerificationCodeDocument,
  type SettingsUserFragment,
  VerifyEmailDocument,
} from '../../gql/graphql';
import { toast } from '../../toast/toast';
import { Field } from '../../components/form/Field';
import { FormBanner } from '../../components/form/FormBanner';
import { PasswordInput } from '../../components/form/PasswordInput';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextInput } from '../../components/form/TextInput';
import { describedBy, errorId } from '../../components/form/fieldStyles';
import { useAccountForm } from '../../auth/useAccountForm';
import { describeApiError } from '../../auth/serverMessages';
import { COOLDOWN_KEYS, useCooldown } from './cooldown';
import {
  type ChangeEmailValues,
  type VerifyEmailValues,
  changeEmailSchema,
  newEmailSchema,
  verifyEmailSchema,
} from './schemas';
import { SettingsCard, StatusBadge, outlineSmall } from './ui';

export function AccountTab({ user }: { user: SettingsUserFragment }) {
  const { t } = useTranslation('account');
  const usernameId = useId();
  const titleId = useId();
  return (
    <>
      <SettingsCard id={titleId} title={t('settings.account.usernameTitle')}>
        <Field id={usernameId} label={t('fields.username')} hint={t('settings.account.usernameText')}>
          <TextInput
            id={usernameId}
            value={user.username}
            readOnly
            aria-describedby={describedBy(usernameId, { hint: true })}
          />
        </Field>
      </SettingsCard>
      <EmailCard user={user} />
    </>
  );
}

/** where an email-change error goes (spec §5): 'password' → password, 'code' → code, else banner */
export function placeEmailChangeError(
  message: string | undefined,
  field?: string,
): 'currentPassword' | 'emailCode' | 'twoFactorCode' | 'banner' {
  if (field === 'twoFactorCode') return 'twoFactorCode';
  const text = (message ?? '').toLowerCase();
  if (text.includes('password')) return 'currentPassword';
  if (text.includes('code')) return 'emailCode';
  return 'banner';
}

function cooldownFrom(error: ApiError): number | null {
  return error.code === 'RATE_LIMITED' && error.retryAfterSeconds ? error.retryAfterSeconds : null;
}

function EmailCard({ user }: { user: SettingsUserFragment }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const resend = useCooldown(COOLDOWN_KEYS.resendVerification);
  const [resendError, setResendError] = useState<string | null>(null);
  // the server's own cooldown refused a new code: the last one stands (a note, not an error)
  const [recentCode, setRecentCode] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendCode] = useMutation(SendVerificationCodeDocument);

  const sendVerification = async () => {
    setSending(true);
    setResendError(null);
    setRecentCode(false);
    try {
      await sendCode({ variables: { email: null } });
      resend.start();
      toast.success(t('settings.account.codeSent', { email: user.email }));
    } catch (error) {
      const apiError = readApiError(error);
      const wait = cooldownFrom(apiError);
      if (wait) {
        resend.start(wait);
        setRecentCode(true);
      } else setResendError(describeApiError(t, apiError, t('errors.unknown')));
    } finally {
      setSending(false);
    }
  };

  return (
    <SettingsCard
      id={titleId}
      title={t('settings.account.emailTitle')}
      description={t('settings.account.emailText')}
      action={
        !editing && (
          <button type="button" className={outlineSmall} onClick={() => setEditing(true)}>
            {t('settings.account.changeEmail')}
          </button>
        )
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-0 font-medium break-all text-slate-900 dark:text-white" data-testid="account-email">
          {user.email}
        </span>
        <StatusBadge tone={user.isVerified ? 'success' : 'warning'}>
          {user.isVerified ? t('settings.account.verified') : t('settings.account.unverified')}
        </StatusBadge>
        {!user.isVerified && (
          <button
            type="button"
            className={`${outlineSmall} ml-auto`}
            onClick={() => void sendVerification()}
            disabled={sending || resend.remaining > 0}
          >
            {resend.remaining > 0
              ? t('settings.account.resendIn', { seconds: resend.remaining })
              : sending
                ? t('settings.account.sending')
                : t('settings.account.resend')}
          </button>
        )}
      </div>
      {/* only while unverified: once verified, what was said about sending is moot */}
      {!user.isVerified && resendError && (
        <FormBanner kind="error" className="mt-4">
          {resendError}
        </FormBanner>
      )}
      {!user.isVerified && recentCode && (
        <FormBanner kind="info" className="mt-4">
          {t('settings.account.codeRecent', { email: user.email })}
        </FormBanner>
      )}
      {/* registration already mailed a code: it can be entered without asking for another */}
      {!user.isVerified && <VerifyEmailForm email={user.email} onVerified={() => setRecentCode(false)} />}
      {editing && <ChangeEmailForm twoFactor={user.twoFactorAuth} onClose={() => setEditing(false)} />}
    </SettingsCard>
  );
}

function VerifyEmailForm({ email, onVerified }: { email: string; onVerified: () => void }) {
  const id = useId();
  const titleId = useId();
  const [verify] = useMutation(VerifyEmailDocument);
  const form = useAccountForm<VerifyEmailValues>(verifyEmailSchema, { code: '' });
  const {
    t,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const { data } = await verify({ variables: { code } });
      if (data?.verifyEmail) updateSessionUser(data.verifyEmail);
      toast.success(t('settings.account.verifiedToast'));
      onVerified();
    } catch (error) {
      // Verification failure: on the code field (spec §8).
      setError(
        'code',
        { message: describeApiError(t, readApiError(error), t('errors.unknown')) },
        { shouldFocus: true },
      );
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="mt-5 rounded-xl border border-indigo-200 bg-indigo-50/60 p-4 dark:border-indigo-500/30 dark:bg-indigo-500/10"
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('settings.account.verifyTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('settings.account.verifyText', { email })}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field id={id} label={t('fields.code')} error={errors.code?.message} className="flex-1">
          <TextInput
            id={id}
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('placeholders.code')}
            className="font-mono tracking-widest"
            invalid={!!errors.code}
            aria-describedby={describedBy(id, { error: errors.code })}
            {...register('code')}
          />
        </Field>
        <SubmitButton pending={isSubmitting} pendingLabel={t('settings.account.verifying')} className="h-10 sm:mt-7">
          {t('settings.account.verify')}
        </SubmitButton>
      </div>
    </form>
  );
}

function ChangeEmailForm({ onClose, twoFactor }: { onClose: () => void; twoFactor: boolean }) {
  const ids = { password: useId(), email: useId(), code: useId(), title: useId(), twoFactor: useId() };
  const cooldown = useCooldown(COOLDOWN_KEYS.changeEmail);
  const [banner, setBanner] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendCode] = useMutation(SendVerificationCodeDocument);
  const [changeEmail] = useMutation(ChangeEmailDocument);
  const form = useAccountForm<ChangeEmailValues>(changeEmailSchema, {
    currentPassword: '',
    newEmail: '',
    emailCode: '',
    twoFactorCode: '',
  });
  const {
    t,
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const newEmail = watch('newEmail');
  const emailCheck = newEmailSchema(t).safeParse(newEmail ?? '');
  const emailReady = emailCheck.success;

  const place = (error: unknown) => {
    const apiError = readApiError(error);
    const message = describeApiError(t, apiError, t('errors.unknown'));
    const target = apiError.kind === 'graphql' ? placeEmailChangeError(apiError.message, apiError.field) : 'banner';
    if (target === 'banner') setBanner(message);
    else setError(target, { message }, { shouldFocus: true });
    return apiError;
  };

  const getCode = async () => {
    setBanner(null);
    if (!emailCheck.success) {
      // The button looks disabled; a click says why.
      setError(
        'newEmail',
        { message: emailCheck.error.issues[0]?.message ?? t('settings.account.newEmailRequired') },
        { shouldFocus: true },
      );
      return;
    }
    clearErrors('newEmail');
    setSending(true);
    try {
      await sendCode({ variables: { email: emailCheck.data } });
      cooldown.start();
      toast.success(t('settings.account.codeSent', { email: emailCheck.data }));
    } catch (error) {
      const wait = cooldownFrom(place(error));
      if (wait) cooldown.start(wait);
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    reset();
    setBanner(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const { data } = await changeEmail({
        variables: { input: { ...values, twoFactorCode: values.twoFactorCode || null } },
      });
      if (data?.changeEmail) updateSessionUser(data.changeEmail);
      toast.success(t('settings.account.emailChanged'));
      close();
    } catch (error) {
      place(error);
    }
  });

  const codeButtonDisabled = !emailReady;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={ids.title}
      className="mt-5 space-y-5 border-t border-slate-200 pt-5 dark:border-slate-800"
    >
      <h3 id={ids.title} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('settings.account.changeEmail')}
      </h3>
      {banner && <FormBanner kind="error">{banner}</FormBanner>}
      <Field id={ids.password} label={t('fields.currentPassword')} error={errors.currentPassword?.message}>
        <PasswordInput
          id={ids.password}
          autoComplete="current-password"
          invalid={!!errors.currentPassword}
          aria-describedby={describedBy(ids.password, { error: errors.currentPassword })}
          {...register('currentPassword')}
        />
      </Field>
      <Field id={ids.email} label={t('fields.newEmail')} error={errors.newEmail?.message}>
        <TextInput
          id={ids.email}
          type="email"
          autoComplete="email"
          placeholder={t('placeholders.email')}
          invalid={!!errors.newEmail}
          aria-describedby={describedBy(ids.email, { error: errors.newEmail })}
          {...register('newEmail')}
        />
      </Field>
      <Field id={ids.code} label={t('fields.code')} error={errors.emailCode?.message}>
        <div className="flex gap-2">
          <TextInput
            id={ids.code}
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('placeholders.code')}
            className="font-mono tracking-widest"
            invalid={!!errors.emailCode}
            aria-describedby={describedBy(ids.code, { error: errors.emailCode })}
            {...register('emailCode')}
          />
          <button
            type="button"
            className={`${outlineSmall} h-auto shrink-0 ${codeButtonDisabled ? 'cursor-not-allowed opacity-60' : ''}`}
            aria-disabled={codeButtonDisabled || undefined}
            aria-describedby={errors.newEmail ? errorId(ids.email) : undefined}
            disabled={sending || cooldown.remaining > 0}
            onClick={() => void getCode()}
          >
            {cooldown.remaining > 0
              ? t('settings.account.resendIn', { seconds: cooldown.remaining })
              : sending
                ? t('settings.account.sending')
                : t('settings.account.getCode')}
          </button>
        </div>
      </Field>
      {twoFactor && (
        <Field
          id={ids.twoFactor}
          label={t('fields.twoFactorOrRecoveryCode')}
          error={errors.twoFactorCode?.message}
          hint={t('settings.security.codeHint')}
        >
          <TextInput
            id={ids.twoFactor}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            invalid={!!errors.twoFactorCode}
            aria-describedby={describedBy(ids.twoFactor, { error: errors.twoFactorCode, hint: true })}
            {...register('twoFactorCode')}
          />
        </Field>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={outlineSmall + ' h-10'} onClick={close}>
          {t('settings.cancel')}
        </button>
        <SubmitButton pending={isSubmitting} pendingLabel={t('settings.saving')} className="h-10">
          {t('settings.account.changeSubmit')}
        </SubmitButton>
      </div>
    </form>
  );
}
