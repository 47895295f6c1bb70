// Turns an API error into a sentence in the interface language. The API writes its messages
// in English; the ones the accounts pages meet are known here and translated, a rate limit
// is phrased from `retryAfterSeconds`, and anything else is shown as the API wrote it.
import type { ApiError } from '../../auth/apiError';
import type { AccountT } from './schemas';

const KNOWN = {
  'Invalid username or password, please try again.': 'loginFailed',
  'This username is already taken.': 'usernameTaken',
  'This email is already registered.': 'emailRegistered',
  'This username or email is already registered.': 'usernameOrEmailRegistered',
  'This reset link is not valid. Please request a new one.': 'resetInvalid',
  'This reset link has already been used. Please request a new one.': 'resetUsed',
  'This reset link has expired. Please request a new one.': 'resetExpired',
  'The sign-in step has expired. Please sign in again with your password.': 'challengeExpired',
  'The code is incorrect. Please try again.': 'wrongTwoFactorCode',
  'The verification code is incorrect or has expired.': 'wrongEmailCode',
  'Too many wrong codes. Please request a new code.': 'tooManyCodes',
  'Your email address is already verified.': 'alreadyVerified',
  'This is already your email address.': 'sameEmail',
  'This email address is already in use.': 'emailInUse',
  'Your account has no password yet: set one with "Forgot password" first.': 'noPassword',
  'The current password is incorrect.': 'wrongPassword',
  'The new password must be different from the current password.': 'passwordSame',
  'We could not send the email right now. Please try again later.': 'mailUnavailable',
  'The confirmation does not match your username.': 'confirmMismatch',
  'Image size cannot exceed 2MB.': 'imageSize',
  'Please upload a JPG, PNG, or GIF image.': 'imageType',
  'Two-factor authentication is already on.': 'twoFactorOn',
  'Your session has ended. Please sign in again.': 'sessionEnded',
  'Your session has expired. Please sign in again.': 'sessionExpired',
} as const;

type Translated = (typeof KNOWN)[keyof typeof KNOWN];

/** "42 seconds" / "15 minutes", as the API counts them */
export function formatWait(t: AccountT, seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 90 ? t('errors.seconds', { count: s }) : t('errors.minutes', { count: Math.ceil(s / 60) });
}

/**
 * The message to show for `error`, or `fallback` when the API said nothing usable (no
 * answer: the network message; an answer without a message: the fallback).
 */
export function describeApiError(t: AccountT, error: ApiError, fallback: string): string {
  if (error.kind === 'network') return t('errors.network');
  if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds) {
    const wait = formatWait(t, error.retryAfterSeconds);
    return error.reason === 'ACCOUNT_LOCKED' ? t('errors.locked', { wait }) : t('errors.rateLimited', { wait });
  }
  const message = error.message?.trim();
  if (!message || error.kind !== 'graphql') return fallback;
  if (/is the only way to sign in to this account/.test(message)) return t('server.onlySignIn');
  const key = (KNOWN as Record<string, Translated | undefined>)[message];
  return key ? t(`server.${key}` as const) : message;
}
