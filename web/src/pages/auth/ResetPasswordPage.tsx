// /reset-password?token=…: a new password and its confirmation. Without a token the page
// asks to request a new link; on success it goes to /login after 3 s.
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { readApiError } from '../../auth/apiError';
import { authPaths } from '../../auth/paths';
import { primaryButton } from '../../components/buttonStyles';
import { ResetPasswordDocument } from '../../gql/graphql';
import { usePageMeta } from '../../i18n/usePageMeta';
import { AuthLayout, textLink } from './AuthLayout';
import { FormBanner } from '../../components/form/FormBanner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useAccountForm } from '../../auth/useAccountForm';
import { type ResetPasswordValues, resetPasswordSchema } from './schemas';
import { describeApiError } from '../../auth/serverMessages';
import { NewPasswordFields } from './NewPasswordFields';

export const RESET_REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('reset.documentTitle'), t('reset.description'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [status, setStatus] = useState<
    { kind: 'idle' } | { kind: 'error'; message: string; tokenProblem: boolean } | { kind: 'success' }
  >({ kind: 'idle' });
  const [resetPassword] = useMutation(ResetPasswordDocument, { context: { skipAuth: true } });
  const form = useAccountForm<ResetPasswordValues>(resetPasswordSchema, { password: '', confirmPassword: '' });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => void navigate(authPaths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setStatus({ kind: 'idle' });
    try {
      await resetPassword({ variables: { input: { token, password } } });
      setStatus({ kind: 'success' });
    } catch (error) {
      const apiError = readApiError(error);
      setStatus({
        kind: 'error',
        message: describeApiError(t, apiError, t('reset.failed')),
        tokenProblem: apiError.field === 'token',
      });
    }
  });

  const footer = (
    <Link to={authPaths.login} className={textLink}>
      {t('common.backToLogin')}
    </Link>
  );

  if (!token) {
    return (
      <AuthLayout title={t('reset.title')} footer={footer}>
        <FormBanner kind="error">{t('reset.missingToken')}</FormBanner>
        <Link to={authPaths.forgotPassword} className={`${primaryButton} mt-5 h-11 w-full`}>
          {t('reset.requestAgain')}
        </Link>
      </AuthLayout>
    );
  }

  const done = status.kind === 'success';
  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')} footer={footer}>
      {status.kind === 'error' && (
        <FormBanner kind="error" className="mb-5">
          {status.message}
          {status.tokenProblem && (
            <>
              {' '}
              <Link to={authPaths.forgotPassword} className="font-semibold underline">
                {t('reset.requestAgain')}
              </Link>
            </>
          )}
        </FormBanner>
      )}
      {done && (
        <FormBanner kind="success" className="mb-5">
          {t('reset.success')}
        </FormBanner>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('reset.title')}>
        <fieldset disabled={done} className="space-y-5">
          <NewPasswordFields form={form} label={t('fields.newPassword')} />
          <SubmitButton pending={isSubmitting} pendingLabel={t('reset.submitting')} className="w-full">
            {t('reset.submit')}
          </SubmitButton>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
