// /auth/callback?code=…: the landing of the GitHub sign-in. No token ever travels in the URL:
// the one-time code (good for a minute, once) is dropped from the address bar and the history
// entry at once, then exchanged by POST for the tokens, which are stored durably and the user
// fetched, then the dashboard. No code, a spent one or a failed exchange:
// /login?error=auth_failed. A "signing in" spinner shows meanwhile.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { authPaths, defaultSignedInPath } from '../../auth/paths';
import { signIn } from '../../auth/session';
import { exchangeSignInCodeRequest } from '../../auth/sessionRequests';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { usePageMeta } from '../../i18n/usePageMeta';
import '../../i18n/namespaces/account';

export function AuthCallbackPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('callback.documentTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const [code] = useState(() => new URLSearchParams(location.search).get('code'));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Drop the code from the address bar and the history entry right away.
    window.history.replaceState(window.history.state, '', authPaths.callback);
    const failed = () => void navigate(`${authPaths.login}?error=auth_failed`, { replace: true });
    if (!code) {
      failed();
      return;
    }
    exchangeSignInCodeRequest(code)
      .then((tokens) => signIn({ ...tokens, remember: true }))
      .then(() => void navigate(defaultSignedInPath(), { replace: true }))
      .catch(failed);
  }, [code, navigate]);

  return <LoadingOverlay label={t('callback.loggingIn')} />;
}
