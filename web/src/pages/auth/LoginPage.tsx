// /login (spec: Authentication pages). Opening it signs the current user out first. Username
// or email, password, remember-me (on by default: tokens in localStorage, else
// sessionStorage), links to register and forgot-password, GitHub when the server offers it.
// A two-factor account continues with a code (TwoFactorStep). Afterwards the user goes back
// to the page they came from (navigation state `from`, or the path saved when a session
// ended), else to the dashboard; the action they asked for there (`intent`) goes with them.
//
// Query parameters from the API's GitHub flow: error=auth_failed&reason=… (a banner) and
// error=two_factor_required&challenge=… (straight to the code step).
import { useMutation, useQuery } from '@apollo/client/react';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { readApiError } from '../../auth/apiError';
import { authPaths, defaultSignedInPath, safeReturnPath } from '../../auth/paths';
import { signIn, signOut } from '../../auth/session';
import { readSignInIntent } from '../../auth/signInIntent';
import { clearRedirectPath, peekRedirectPath, readTokens } from '../../auth/tokenStorage';
import { secondaryButton } from '../../components/buttonStyles';
import { GitHubIcon } from '../../components/icons';
import { AuthProvidersDocument, LoginDocument, type LoginResultFragment } from '../../gql/graphql';
import { usePageMeta } from '../../i18n/usePageMeta';
import { getSession } from '../../auth/session';
import { AuthLayout, textLink } from './AuthLayout';
import { Field } from '../../components/form/Field';
import { FormBanner } from '../../components/form/FormBanner';
import { PasswordInput } from '../../components/form/PasswordInput';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextInput } from '../../components/form/TextInput';
import { describedBy } from '../../components/form/fieldStyles';
import { useAccountForm } from '../../auth/useAccountForm';
import { OAuthFailure } from '../../auth/OAuthFailure';
import { type LoginValues, loginSchema } from './schemas';
import { describeApiError } from '../../auth/serverMessages';
import { TwoFactorStep } from './TwoFactorStep';

interface Challenge {
  challenge: string;
  remember: boolean;
  social: boolean;
}

function readQuery(search: string) {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  const challenge = params.get('challenge');
  return {
    oauthFailure: error === 'auth_failed' ? (params.get('reason') ?? '') : null,
    socialChallenge: error === 'two_factor_required' && challenge ? challenge : null,
  };
}

export function LoginPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('login.documentTitle'), t('login.description'));
  const location = useLocation();
  const navigate = useNavigate();
  const ids = { user: useId(), password: useId(), remember: useId() };

  // Read once: the URL is cleaned right after.
  const [query] = useState(() => readQuery(location.search));
  const [from] = useState(
    () => safeReturnPath((location.state as { from?: unknown } | null)?.from) ?? safeReturnPath(peekRedirectPath()),
  );
  // what the visitor asked for on that page ("Start to learn"…): it goes back with them
  const [intent] = useState(() => readSignInIntent(location.state));
  const [challenge, setChallenge] = useState<Challenge | null>(() =>
    query.socialChallenge ? { challenge: query.socialChallenge, remember: true, social: true } : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  // Opening /login signs out whoever is signed in; the GitHub flow's parameters leave the URL.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearRedirectPath();
    if (readTokens() || getSession().status === 'authenticated') signOut({ redirect: false });
    if (location.search) void navigate(authPaths.login, { replace: true, state: location.state });
  }, [location.search, location.state, navigate]);

  const providers = useQuery(AuthProvidersDocument, { context: { skipAuth: true } });
  const githubEnabled = providers.data?.authProviders.includes('github') ?? false;

  const [login] = useMutation(LoginDocument, { context: { skipAuth: true } });
  const form = useAccountForm<LoginValues>(loginSchema, { userNameOrMail: '', password: '', rememberMe: true });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const finish = async (result: LoginResultFragment, remember: boolean) => {
    if (!result.tokens || !result.user) throw new Error('The sign-in answered no tokens.');
    await signIn({
      accessToken: result.tokens.access.token,
      refreshToken: result.tokens.refresh.token,
      remember,
      user: result.user,
    });
    void navigate(from ?? defaultSignedInPath(), { replace: true, state: from && intent ? { intent } : undefined });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await login({
        variables: {
          input: { userNameOrMail: values.userNameOrMail, password: values.password, rememberMe: values.rememberMe },
        },
      });
      const result = data?.login;
      if (!result) throw new Error('No answer');
      if (result.twoFactorRequired && result.twoFactorChallenge) {
        setChallenge({ challenge: result.twoFactorChallenge, remember: values.rememberMe, social: false });
        return;
      }
      await finish(result, values.rememberMe);
    } catch (error) {
      const apiError = readApiError(error);
      // Wrong credentials and anything unexplained read the same (spec §8); a lock, a rate
      // limit or an unreachable server say so.
      const specific = apiError.kind === 'network' || apiError.code === 'RATE_LIMITED';
      setFailure(specific ? describeApiError(t, apiError, t('login.failed')) : t('login.failed'));
    }
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge.challenge}
        social={challenge.social}
        onDone={(result) => finish(result, challenge.remember)}
        onCancel={() => {
          setChallenge(null);
          form.reset({ ...form.getValues(), password: '' });
        }}
      />
    );
  }

  const startGithub = () => {
    setRedirecting(true);
    window.location.assign(authPaths.providerStart('github'));
  };

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={authPaths.register} state={location.state} className={textLink}>
            {t('login.register')}
          </Link>
        </>
      }
    >
      {query.oauthFailure !== null && <OAuthFailure reason={query.oauthFailure} className="mb-5" />}
      {failure && (
        <FormBanner kind="error" className="mb-5">
          {failure}
        </FormBanner>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('login.title')}>
        <Field id={ids.user} label={t('fields.userNameOrMail')} error={errors.userNameOrMail?.message}>
          <TextInput
            id={ids.user}
            type="text"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t('placeholders.userNameOrMail')}
            invalid={!!errors.userNameOrMail}
            aria-describedby={describedBy(ids.user, { error: errors.userNameOrMail })}
            {...register('userNameOrMail')}
          />
        </Field>
        <Field
          id={ids.password}
          label={t('fields.password')}
          error={errors.password?.message}
          aside={
            <Link to={authPaths.forgotPassword} className={`${textLink} text-sm font-medium`}>
              {t('login.forgot')}
            </Link>
          }
        >
          <PasswordInput
            id={ids.password}
            autoComplete="current-password"
            placeholder={t('placeholders.password')}
            invalid={!!errors.password}
            aria-describedby={describedBy(ids.password, { error: errors.password })}
            {...register('password')}
          />
        </Field>
        <div className="flex items-start gap-2.5">
          <input
            id={ids.remember}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-600"
            aria-describedby={`${ids.remember}-hint`}
            {...register('rememberMe')}
          />
          <div className="min-w-0">
            <label htmlFor={ids.remember} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('login.remember')}
            </label>
            <p id={`${ids.remember}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
              {t('login.rememberHint')}
            </p>
          </div>
        </div>
        <SubmitButton pending={isSubmitting} pendingLabel={t('login.submitting')} className="w-full">
          {t('login.submit')}
        </SubmitButton>
      </form>

      {githubEnabled && (
        <>
          <div className="my-6 flex items-center gap-3 text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
            {t('common.or')}
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
          </div>
          <button
            type="button"
            onClick={startGithub}
            disabled={redirecting}
            className={`${secondaryButton} h-11 w-full`}
          >
            {redirecting ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <GitHubIcon aria-hidden="true" className="size-5" />
            )}
            {redirecting ? t('login.githubRedirecting') : t('login.github')}
          </button>
        </>
      )}
    </AuthLayout>
  );
}
