// /forgot-password: an email; on success a message shows and the button stays disabled.
// Failure: the API's message or 'Operation failed, please try again later.'.
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readApiError } from '../../auth/apiError';
import { authPaths } from '../../auth/paths';
import { ForgotPasswordDocument } from '../../gql/graphql';
import { usePageMeta } from '../../i18n/usePageMeta';
import { AuthLayout, textLink } from './AuthLayout';
import { Field } from '../../components/form/Field';
import { FormBanner } from '../../components/form/FormBanner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextInput } from '../../components/form/TextInput';
import { describedBy } from '../../components/form/fieldStyles';
import { useAccountForm } from '../../auth/useAccountForm';
import { type ForgotPasswordValues, forgotPasswordSchema } from './schemas';
import { describeApiError } from '../../auth/serverMessages';

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('forgot.documentTitle'), t('forgot.description'));
  const id = useId();
  const [status, setStatus] = useState<{ kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'sent' }>({
    kind: 'idle',
  });
  const [requestReset] = useMutation(ForgotPasswordDocument, { context: { skipAuth: true } });
  const form = useAccountForm<ForgotPasswordValues>(forgotPasswordSchema, { email: '' });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ email }) => {
    setStatus({ kind: 'idle' });
    try {
      await requestReset({ variables: { email } });
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'error', message: describeApiError(t, readApiError(error), t('forgot.failed')) });
    }
  });

  const sent = status.kind === 'sent';
  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link to={authPaths.login} className={textLink}>
          {t('common.backToLogin')}
        </Link>
      }
    >
      {status.kind === 'error' && (
        <FormBanner kind="error" className="mb-5">
          {status.message}
        </FormBanner>
      )}
      {sent && (
        <FormBanner kind="success" className="mb-5">
          {t('forgot.sent')}
        </FormBanner>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('forgot.title')}>
        <Field id={id} label={t('fields.email')} error={errors.email?.message}>
          <TextInput
            id={id}
            type="email"
            autoComplete="email"
            readOnly={sent}
            placeholder={t('placeholders.email')}
            invalid={!!errors.email}
            aria-describedby={describedBy(id, { error: errors.email })}
            {...register('email')}
          />
        </Field>
        <SubmitButton pending={isSubmitting} pendingLabel={t('forgot.submitting')} disabled={sent} className="w-full">
          {t('forgot.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
