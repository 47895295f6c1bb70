// /auth/callback?accessToken=…&refreshToken=…: the landing of the GitHub sign-in. The URL
// is replaced at once (the tokens must not stay in the history), the tokens are stored
// durably and the user fetched, then the dashboard. Missing tokens or a failed fetch:
// /login?error=auth_failed. A "signing in" spinner shows meanwhile.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { authPaths, defaultSignedInPath } from '../../auth/paths';
import { signIn } from '../../auth/session';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { usePageMeta } from '../../i18n/usePageMeta';
import '../../i18n/namespaces/account';

export function AuthCallbackPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('callback.documentTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const [tokens] = useState(() => {
    const params = new URLSearchParams(location.search);
    return { accessToken: params.get('accessToken'), refreshToken: params.get('refreshToken') };
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Drop the tokens from the address bar and the history entry right away.
    window.history.replaceState(window.history.state, '', authPaths.callback);
    const failed = () => void navigate(`${authPaths.login}?error=auth_failed`, { replace: true });
    const { accessToken, refreshToken } = tokens;
    if (!accessToken || !refreshToken) {
      failed();
      return;
    }
    signIn({ accessToken, refreshToken, remember: true })
      .then(() => void navigate(defaultSignedInPath(), { replace: true }))
      .catch(failed);
  }, [tokens, navigate]);

  return <LoadingOverlay label={t('callback.loggingIn')} />;
}
