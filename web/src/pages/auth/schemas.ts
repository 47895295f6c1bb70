// The sign-in pages' schemas (spec §5), built from the account rules (../../auth/accountRules)
// with the spec's messages, e.g. 'The two passwords do not match.'. The API checks everything
// again.
import { z } from 'zod';
import { ACCOUNT_LIMITS, type AccountT, emailText, passwordText, requiredText } from '../../auth/accountRules';

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
