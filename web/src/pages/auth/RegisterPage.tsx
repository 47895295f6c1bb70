// /register: username, email, password, confirm password. On success a message shows and
// the user goes to /login after 2 s; a failure shows the API's message or the fallback.
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { readApiError } from '../../auth/apiError';
import { authPaths } from '../../auth/paths';
import { RegisterDocument } from '../../gql/graphql';
import { usePageMeta } from '../../i18n/usePageMeta';
import { AuthLayout, textLink } from './AuthLayout';
import { Field } from '../../components/form/Field';
import { FormBanner } from '../../components/form/FormBanner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextInput } from '../../components/form/TextInput';
import { describedBy } from '../../components/form/fieldStyles';
import { useAccountForm } from '../../auth/useAccountForm';
import { type RegisterValues, registerSchema } from './schemas';
import { describeApiError } from '../../auth/serverMessages';
import { NewPasswordFields } from './NewPasswordFields';

export const REGISTER_REDIRECT_MS = 2000;

const FIELDS = ['username', 'email', 'password'] as const;

export function RegisterPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('register.documentTitle'), t('register.description'));
  const location = useLocation();
  const navigate = useNavigate();
  const ids = { username: useId(), email: useId() };
  const [status, setStatus] = useState<{ kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'success' }>({
    kind: 'idle',
  });
  const [registerUser] = useMutation(RegisterDocument, { context: { skipAuth: true } });
  const form = useAccountForm<RegisterValues>(registerSchema, {
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(
      () => void navigate(authPaths.login, { replace: true, state: location.state }),
      REGISTER_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [status, navigate, location.state]);

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    setStatus({ kind: 'idle' });
    try {
      await registerUser({ variables: { input: { username, email, password } } });
      setStatus({ kind: 'success' });
    } catch (error) {
      const apiError = readApiError(error);
      const message = describeApiError(t, apiError, t('register.failed'));
      const field = FIELDS.find((f) => f === apiError.field);
      // A taken username or email goes under its field; anything else above the form.
      if (field && apiError.kind === 'graphql') setError(field, { message }, { shouldFocus: true });
      else setStatus({ kind: 'error', message });
    }
  });

  const done = status.kind === 'success';
  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={authPaths.login} state={location.state} className={textLink}>
            {t('register.login')}
          </Link>
        </>
      }
    >
      {status.kind === 'error' && (
        <FormBanner kind="error" className="mb-5">
          {status.message}
        </FormBanner>
      )}
      {done && (
        <FormBanner kind="success" className="mb-5">
          {t('register.success')}
        </FormBanner>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('register.title')}>
        <fieldset disabled={done} className="space-y-5">
          <Field id={ids.username} label={t('fields.username')} error={errors.username?.message}>
            <TextInput
              id={ids.username}
              type="text"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              placeholder={t('placeholders.username')}
              invalid={!!errors.username}
              aria-describedby={describedBy(ids.username, { error: errors.username })}
              {...register('username')}
            />
          </Field>
          <Field id={ids.email} label={t('fields.email')} error={errors.email?.message} hint={t('register.verifyNote')}>
            <TextInput
              id={ids.email}
              type="email"
              autoComplete="email"
              placeholder={t('placeholders.email')}
              invalid={!!errors.email}
              aria-describedby={describedBy(ids.email, { error: errors.email, hint: true })}
              {...register('email')}
            />
          </Field>
          <NewPasswordFields form={form} label={t('fields.password')} />
          <SubmitButton pending={isSubmitting} pendingLabel={t('register.submitting')} className="w-full">
            {t('register.submit')}
          </SubmitButton>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
