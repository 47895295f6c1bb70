// The account fields' rules (spec §5) with the spec's messages, in the current language:
// '{field} is required.', 'Please enter a valid email address.', 'Must be at least {min}
// characters.'. The sign-in pages (pages/auth/schemas.ts) and the settings forms
// (pages/settings/schemas.ts) build their schemas from them. The API checks everything again.
import type { TFunction } from 'i18next';
import { z } from 'zod';

export type AccountT = TFunction<'account'>;

export const ACCOUNT_LIMITS = {
  passwordMin: 8,
  usernameMin: 3,
  usernameMax: 32,
  nameMax: 20,
  nickNameMin: 2,
  nickNameMax: 16,
  positionMax: 30,
  codeLength: 6,
  recoveryCodeMax: 32,
} as const;

/** trimmed, required */
export function requiredText(t: AccountT, field: string) {
  return z.string().trim().min(1, t('validation.required', { field }));
}

/** trimmed, required, a valid address */
export function emailText(t: AccountT, field: string) {
  return requiredText(t, field).pipe(z.email(t('validation.email')));
}

/** never trimmed; required, at least 8 characters */
export function passwordText(t: AccountT, field: string) {
  return z
    .string()
    .min(1, t('validation.required', { field }))
    .min(ACCOUNT_LIMITS.passwordMin, t('validation.minLength', { min: ACCOUNT_LIMITS.passwordMin }));
}

/** required, exactly 6 characters */
export function codeText(t: AccountT, field: string) {
  return requiredText(t, field).pipe(
    z.string().length(ACCOUNT_LIMITS.codeLength, t('validation.codeLength', { length: ACCOUNT_LIMITS.codeLength })),
  );
}
