// The settings forms' rules (spec §5), in the current language.
import { z } from 'zod';
import type { AppLocale } from '../../i18n/locale';
import {
  ACCOUNT_LIMITS,
  type AccountT,
  codeText,
  emailText,
  passwordText,
  requiredText,
} from '../../auth/accountRules';

/** letters and spaces; the Chinese interface also accepts Chinese characters */
export function namePattern(locale: AppLocale): RegExp {
  return locale === 'zhCN' ? /^[A-Za-z\u3400-\u9fff\uf900-\ufaff ]+$/ : /^[A-Za-z ]+$/;
}

export function namesSchema(t: AccountT, locale: AppLocale) {
  const name = (field: string) =>
    requiredText(t, field)
      .max(ACCOUNT_LIMITS.nameMax, t('validation.maxLength', { max: ACCOUNT_LIMITS.nameMax }))
      .regex(namePattern(locale), t('validation.nameChars'));
  return z.object({ firstName: name(t('fields.firstName')), lastName: name(t('fields.lastName')) });
}

export function profileSchema(t: AccountT) {
  return z.object({
    nickName: requiredText(t, t('fields.nickName'))
      .min(ACCOUNT_LIMITS.nickNameMin, t('validation.minLength', { min: ACCOUNT_LIMITS.nickNameMin }))
      .max(ACCOUNT_LIMITS.nickNameMax, t('validation.maxLength', { max: ACCOUNT_LIMITS.nickNameMax }))
      .regex(/^[\p{L}\p{N}_]+$/u, t('validation.nickNameChars')),
    position: z
      .string()
      .trim()
      .max(ACCOUNT_LIMITS.positionMax, t('validation.maxLength', { max: ACCOUNT_LIMITS.positionMax })),
  });
}

/** a new password: at least 8, lower + upper + digit + one of @$!%*?&, nothing else */
export function strongPassword(t: AccountT, field: string) {
  return passwordText(t, field)
    .refine(
      (v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && /[@$!%*?&]/.test(v),
      t('validation.passwordComplexity'),
    )
    .refine((v) => /^[A-Za-z\d@$!%*?&]+$/.test(v), t('validation.passwordChars'));
}

export function changePasswordSchema(t: AccountT) {
  return z
    .object({
      currentPassword: z.string().min(1, t('validation.required', { field: t('fields.currentPassword') })),
      newPassword: strongPassword(t, t('fields.newPassword')),
      confirmPassword: z.string().min(1, t('validation.required', { field: t('fields.confirmNewPassword') })),
      /** asked while two-step verification is on (the API says when it is missing) */
      twoFactorCode: z.string().trim().optional(),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: t('validation.mismatch'),
      path: ['confirmPassword'],
    })
    .refine((v) => v.newPassword !== v.currentPassword, {
      message: t('validation.passwordSame'),
      path: ['newPassword'],
    });
}
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;

export function changeEmailSchema(t: AccountT) {
  return z.object({
    currentPassword: z.string().min(1, t('validation.required', { field: t('fields.currentPassword') })),
    newEmail: emailText(t, t('fields.newEmail')),
    emailCode: codeText(t, t('fields.code')),
    /** asked while two-step verification is on (the API says when it is missing) */
    twoFactorCode: z.string().trim().optional(),
  });
}
export type ChangeEmailValues = z.infer<ReturnType<typeof changeEmailSchema>>;

/** the new email alone, for the get-code button */
export function newEmailSchema(t: AccountT) {
  return emailText(t, t('fields.newEmail'));
}

export function verifyEmailSchema(t: AccountT) {
  return z.object({ code: codeText(t, t('fields.code')) });
}
export type VerifyEmailValues = z.infer<ReturnType<typeof verifyEmailSchema>>;

export function enableTwoFactorSchema(t: AccountT) {
  return z.object({
    code: requiredText(t, t('fields.twoFactorCode')).regex(/^\d{6}$/, t('validation.codeLength', { length: 6 })),
  });
}
export type EnableTwoFactorValues = z.infer<ReturnType<typeof enableTwoFactorSchema>>;

/** the delete-account confirmation: exactly the username */
export function deleteConfirmed(typed: string, username: string): boolean {
  return typed === username;
}
