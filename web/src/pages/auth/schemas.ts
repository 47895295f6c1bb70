// The rules of the sign-in pages (spec §5) with the spec's messages, in the current
// language: '{field} is required.', 'Please enter a valid email address.', 'Must be at least
// {min} characters.', 'The two passwords do not match.'. The settings forms build on the
// same field rules (../settings/schemas.ts). The API checks everything again.
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

export function loginSchema(t: AccountT) {
  return z.object({
    userNameOrMail: requiredText(t, t('fields.userNameOrMail')),
    password: passwordText(t, t('fields.password')),
    rememberMe: z.boolean(),
  });
}
export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

export function registerSchema(t: AccountT) {
  return z
    .object({
      username: requiredText(t, t('fields.username'))
        .min(ACCOUNT_LIMITS.usernameMin, t('validation.minLength', { min: ACCOUNT_LIMITS.usernameMin }))
        .max(ACCOUNT_LIMITS.usernameMax, t('validation.maxLength', { max: ACCOUNT_LIMITS.usernameMax }))
        .regex(/^[A-Za-z0-9_-]+$/, t('validation.usernameChars')),
      email: emailText(t, t('fields.email')),
      password: passwordText(t, t('fields.password')),
      confirmPassword: z.string().min(1, t('validation.required', { field: t('fields.confirmPassword') })),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: t('validation.mismatch'),
      path: ['confirmPassword'],
    });
}
export type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;

export function forgotPasswordSchema(t: AccountT) {
  return z.object({ email: emailText(t, t('fields.email')) });
}
export type ForgotPasswordValues = z.infer<ReturnType<typeof forgotPasswordSchema>>;

export function resetPasswordSchema(t: AccountT) {
  return z
    .object({
      password: passwordText(t, t('fields.newPassword')),
      confirmPassword: z.string().min(1, t('validation.required', { field: t('fields.confirmPassword') })),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: t('validation.mismatch'),
      path: ['confirmPassword'],
    });
}
export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;

/** the second step: a 6-digit code from the app, or a recovery code */
export function twoFactorSchema(t: AccountT, mode: 'app' | 'recovery') {
  const field = mode === 'app' ? t('fields.twoFactorCode') : t('twoFactor.recoveryCode');
  const code = requiredText(t, field);
  return z.object({
    code:
      mode === 'app'
        ? code.regex(/^\d{6}$/, t('validation.twoFactorCode'))
        : code.max(ACCOUNT_LIMITS.recoveryCodeMax, t('validation.twoFactorCode')),
  });
}
export type TwoFactorValues = z.infer<ReturnType<typeof twoFactorSchema>>;
