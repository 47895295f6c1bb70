// Why a GitHub sign-in (or binding) came back failed: the API's `reason` in words.
import { useTranslation } from 'react-i18next';
import { FormBanner } from '../components/form/FormBanner';

type ReasonKey =
  | 'denied'
  | 'expired'
  | 'noVerifiedEmail'
  | 'emailUnverified'
  | 'otherAccountLinked'
  | 'linkedElsewhere'
  | 'alreadyBound'
  | 'otherBrowser'
  | 'notConfigured'
  | 'usernameUnavailable'
  | 'generic';

const REASONS: Record<string, ReasonKey> = {
  denied: 'denied',
  invalid_state: 'expired',
  state_mismatch: 'expired',
  state_reused: 'expired',
  invalid_ticket: 'expired',
  ticket_used: 'expired',
  no_verified_email: 'noVerifiedEmail',
  email_unverified: 'emailUnverified',
  other_account_linked: 'otherAccountLinked',
  linked_to_another_account: 'linkedElsewhere',
  already_bound: 'alreadyBound',
  other_browser: 'otherBrowser',
  not_configured: 'notConfigured',
  username_unavailable: 'usernameUnavailable',
};

export function oauthReasonKey(reason: string): ReasonKey {
  return REASONS[reason] ?? 'generic';
}

export function OAuthFailure({ reason, title, className }: { reason: string; title?: string; className?: string }) {
  const { t } = useTranslation('account');
  const key = oauthReasonKey(reason);
  return (
    <FormBanner kind="error" title={title ?? t('oauth.failedTitle')} className={className}>
      <p>{t(`oauth.reasons.${key}`)}</p>
      {key === 'generic' && reason && <p className="mt-1 text-xs opacity-80">{t('oauth.reasonCode', { reason })}</p>}
    </FormBanner>
  );
}
