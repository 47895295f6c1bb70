// Turns an API error into a sentence in the interface language. The API already writes its
// messages in that language (the web sends X-Locale), so they are shown as written; a rate
// limit is phrased here from `retryAfterSeconds`, with the interface's plural rules.
import { type ApiError, refusalMessage } from './apiError';
import type { AccountT } from './accountRules';

/** "42 seconds" / "15 minutes", as the API counts them */
export function formatWait(t: AccountT, seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 90 ? t('errors.seconds', { count: s }) : t('errors.minutes', { count: Math.ceil(s / 60) });
}

/**
 * The message to show for `error`, or `fallback` when the API said nothing usable (no
 * answer: the network message; an unexpected failure or no message: the fallback).
 */
export function describeApiError(t: AccountT, error: ApiError, fallback: string): string {
  if (error.kind === 'network') return t('errors.network');
  if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds) {
    const wait = formatWait(t, error.retryAfterSeconds);
    return error.reason === 'ACCOUNT_LOCKED' ? t('errors.locked', { wait }) : t('errors.rateLimited', { wait });
  }
  return refusalMessage(error) ?? fallback;
}
