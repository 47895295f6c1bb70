// Server-side validation of every accounts input, with the spec's messages (platform.md §5):
// '{field} is required.', 'Please enter a valid email address.', 'Must be at least {min}
// characters.', 'The two passwords do not match.' The first issue is the one the user reads.
import { z } from 'zod';
import { badInput } from '../graphql/errors';
import { type Message, messageOfIssue, msg, zodMsg } from '../i18n/message';
import { first } from '../first';

/** the accounts' messages, as zod issue texts (zodMsg): validate() turns them back into ids */
const messages = {
  required: (field: Message) => zodMsg('input.required', { field }),
  email: zodMsg('account.email'),
  atLeast: (min: number) => zodMsg('input.atLeast', { min }),
  atMost: (max: number) => zodMsg('input.atMost', { max }),
  mismatch: zodMsg('account.mismatch'),
  loginFailed: zodMsg('auth.loginFailed'),
  usernameChars: zodMsg('account.usernameChars'),
  nameChars: zodMsg('account.nameChars'),
  nickNameChars: zodMsg('account.nickNameChars'),
  passwordComplexity: zodMsg('account.passwordComplexity'),
  passwordChars: zodMsg('account.passwordChars'),
  passwordSame: zodMsg('account.passwordSame'),
  codeLength: zodMsg('account.codeLength'),
  resetTokenMissing: zodMsg('reset.tokenMissing'),
  codeIncorrect: zodMsg('auth.codeIncorrect'),
} as const;

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 32,
  nameMax: 20,
  nickNameMin: 2,
  nickNameMax: 16,
  positionMax: 30,
  contactNameMin: 2,
  contactNameMax: 100,
  contactMessageMin: 10,
  contactMessageMax: 5000,
  emailMax: 254,
  codeLength: 6,
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** a string; missing or non-string values read as empty so the message is "required" */
const text = () => z.preprocess((v) => (v == null ? '' : v), z.string({ error: zodMsg('input.enterText') }));

export const requiredText = (field: Message) => text().pipe(z.string().trim().min(1, messages.required(field)));

export const emailField = (field: Message = msg('field.email')) =>
  text().pipe(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, messages.required(field))
      .max(LIMITS.emailMax, messages.atMost(LIMITS.emailMax))
      .regex(EMAIL_PATTERN, messages.email),
  );

/** passwords are never trimmed */
export const passwordField = (field: Message = msg('field.password')) =>
  text().pipe(
    z
      .string()
      .min(1, messages.required(field))
      .min(LIMITS.passwordMin, messages.atLeast(LIMITS.passwordMin))
      .max(LIMITS.passwordMax, messages.atMost(LIMITS.passwordMax)),
  );

/** the spec's rules for a new password (change password) */
export const strongPasswordField = (field: Message = msg('field.newPassword')) =>
  passwordField(field)
    .refine(
      (v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && /[@$!%*?&]/.test(v),
      messages.passwordComplexity,
    )
    .refine((v) => /^[A-Za-z\d@$!%*?&]+$/.test(v), messages.passwordChars);

export const codeField = (field: Message = msg('field.verificationCode')) =>
  text().pipe(z.string().trim().min(1, messages.required(field)).length(LIMITS.codeLength, messages.codeLength));

export const usernameField = () =>
  text().pipe(
    z
      .string()
      .trim()
      .min(1, messages.required(msg('field.username')))
      .min(LIMITS.usernameMin, messages.atLeast(LIMITS.usernameMin))
      .max(LIMITS.usernameMax, messages.atMost(LIMITS.usernameMax))
      .regex(/^[A-Za-z0-9_-]+$/, messages.usernameChars),
  );

export const registerSchema = z.object({
  username: usernameField(),
  email: emailField(),
  password: passwordField(),
});

export const loginSchema = z.object({
  userNameOrMail: requiredText(msg('field.usernameOrEmail')).pipe(
    z.string().max(LIMITS.emailMax, messages.loginFailed),
  ),
  password: passwordField(),
  rememberMe: z.boolean().nullish(),
});

export const twoFactorLoginSchema = z.object({
  challenge: requiredText(msg('field.challenge')),
  code: requiredText(msg('field.code')).pipe(z.string().max(32, messages.codeIncorrect)),
});

export const forgotPasswordSchema = z.object({ email: emailField() });

export const resetPasswordSchema = z.object({
  token: text().pipe(z.string().trim().min(1, messages.resetTokenMissing).max(200, messages.resetTokenMissing)),
  password: passwordField(),
});

/** the current password asked again before a sensitive change (never trimmed) */
export const currentPasswordField = () =>
  text().pipe(z.string().min(1, messages.required(msg('field.currentPassword'))));

/** a two-factor code (TOTP or recovery) where it is asked only when two-factor is on: '' when absent */
export const optionalCodeField = () => text().pipe(z.string().trim().max(32, messages.codeIncorrect));

export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordField(),
    newPassword: strongPasswordField(),
    confirmPassword: text().pipe(z.string().min(1, messages.required(msg('field.confirmPassword')))),
    twoFactorCode: optionalCodeField(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messages.mismatch, path: ['confirmPassword'] })
  .refine((v) => v.newPassword !== v.currentPassword, { message: messages.passwordSame, path: ['newPassword'] });

export const changeEmailSchema = z.object({
  currentPassword: currentPasswordField(),
  newEmail: emailField(msg('field.newEmail')),
  emailCode: codeField(),
  twoFactorCode: optionalCodeField(),
});

const personName = (field: Message) =>
  requiredText(field).pipe(
    z
      .string()
      .max(LIMITS.nameMax, messages.atMost(LIMITS.nameMax))
      // letters of any script (Latin, Chinese, …) and spaces
      .regex(/^[\p{L}\p{M} ]+$/u, messages.nameChars),
  );

export const namesSchema = z.object({
  firstName: personName(msg('field.firstName')),
  lastName: personName(msg('field.lastName')),
});

export const profileSchema = z.object({
  nickName: requiredText(msg('field.nickname')).pipe(
    z
      .string()
      .min(LIMITS.nickNameMin, messages.atLeast(LIMITS.nickNameMin))
      .max(LIMITS.nickNameMax, messages.atMost(LIMITS.nickNameMax))
      .regex(/^[\p{L}\p{N}_]+$/u, messages.nickNameChars),
  ),
  position: text()
    .pipe(z.string().trim().max(LIMITS.positionMax, messages.atMost(LIMITS.positionMax)))
    .transform((v) => v || null),
});

export const contactSchema = z.object({
  name: requiredText(msg('field.name')).pipe(
    z
      .string()
      .min(LIMITS.contactNameMin, messages.atLeast(LIMITS.contactNameMin))
      .max(LIMITS.contactNameMax, messages.atMost(LIMITS.contactNameMax)),
  ),
  email: emailField(),
  message: requiredText(msg('field.message')).pipe(
    z
      .string()
      .min(LIMITS.contactMessageMin, messages.atLeast(LIMITS.contactMessageMin))
      .max(LIMITS.contactMessageMax, messages.atMost(LIMITS.contactMessageMax)),
  ),
});

/** Parses `value` or throws BAD_USER_INPUT (400) with the first issue's message and field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = first(result.error.issues, 'validation issue'); // zod fails with one at least
  const field = issue.path.map(String).join('.');
  throw badInput(messageOfIssue(issue), field ? { field } : {});
}
