// The second sign-in step of an account with two-step verification: the 6-digit code of the
// authenticator app, or one of the recovery codes, completes the challenge the first step
// (password, or GitHub) answered.
import { useMutation } from '@apollo/client/react';
import { useCallback, useId, useState } from 'react';
import { readApiError } from '../../auth/apiError';
import { LoginWithTwoFactorDocument, type LoginResultFragment } from '../../gql/graphql';
import { AuthLayout } from './AuthLayout';
import { Field } from '../../components/form/Field';
import { FormBanner } from '../../components/form/FormBanner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextInput } from '../../components/form/TextInput';
import { describedBy } from '../../components/form/fieldStyles';
import type { AccountT } from '../../auth/accountRules';
import { useAccountForm } from '../../auth/useAccountForm';
import { type TwoFactorValues, twoFactorSchema } from './schemas';
import { describeApiError } from '../../auth/serverMessages';

const linkButton =
  'rounded text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:text-indigo-200';

export function TwoFactorStep({
  challenge,
  social,
  onDone,
  onCancel,
}: {
  challenge: string;
  social: boolean;
  onDone: (result: LoginResultFragment) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  const [failure, setFailure] = useState<string | null>(null);
  const [complete] = useMutation(LoginWithTwoFactorDocument, { context: { skipAuth: true } });
  const buildSchema = useCallback((t: AccountT) => twoFactorSchema(t, mode), [mode]);
  const form = useAccountForm<TwoFactorValues>(buildSchema, { code: '' });
  const {
    t,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const { data } = await complete({ variables: { input: { challenge, code: code.trim() } } });
      if (!data?.loginWithTwoFactor) throw new Error('No answer');
      await onDone(data.loginWithTwoFactor);
    } catch (error) {
      const apiError = readApiError(error);
      const message = describeApiError(t, apiError, t('errors.unknown'));
      if (apiError.field === 'challenge' || apiError.kind !== 'graphql' || apiError.code === 'RATE_LIMITED') {
        setFailure(message);
      } else {
        setError('code', { message }, { shouldFocus: true });
      }
    }
  });

  const label = mode === 'app' ? t('fields.twoFactorCode') : t('twoFactor.recoveryCode');
  return (
    <AuthLayout
      title={t('twoFactor.title')}
      subtitle={mode === 'app' ? t('twoFactor.subtitle') : t('twoFactor.recoverySubtitle')}
      footer={
        <button type="button" onClick={onCancel} className={linkButton}>
          {t('twoFactor.cancel')}
        </button>
      }
    >
      {social && (
        <FormBanner kind="info" className="mb-5">
          {t('twoFactor.socialNote')}
        </FormBanner>
      )}
      {failure && (
        <FormBanner kind="error" className="mb-5">
          {failure}
        </FormBanner>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('twoFactor.title')}>
        <Field id={id} label={label} error={errors.code?.message}>
          <TextInput
            key={mode}
            id={id}
            type="text"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- shown after the password step (or a mode switch) replaced the form the focus was in: the one field of this step takes it
            autoFocus
            autoComplete="one-time-code"
            inputMode={mode === 'app' ? 'numeric' : 'text'}
            maxLength={mode === 'app' ? 6 : 32}
            placeholder={mode === 'app' ? t('placeholders.twoFactorCode') : t('twoFactor.recoveryPlaceholder')}
            className="font-mono tracking-widest"
            invalid={!!errors.code}
            aria-describedby={describedBy(id, { error: errors.code })}
            {...register('code')}
          />
        </Field>
        <SubmitButton pending={isSubmitting} pendingLabel={t('twoFactor.submitting')} className="w-full">
          {t('twoFactor.submit')}
        </SubmitButton>
      </form>
      <p className="mt-4 text-center">
        <button
          type="button"
          className={linkButton}
          onClick={() => {
            setMode((m) => (m === 'app' ? 'recovery' : 'app'));
            form.reset({ code: '' });
            setFailure(null);
          }}
        >
          {mode === 'app' ? t('twoFactor.useRecovery') : t('twoFactor.useApp')}
        </button>
      </p>
    </AuthLayout>
  );
}
