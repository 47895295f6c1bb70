// The sign-in forms' rules and the spec's messages, in both languages.
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/i18n';
import { englishAccountT, fieldMessages } from '../../test/accountSchemas';
import { type AccountT } from '../../auth/accountRules';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, twoFactorSchema } from './schemas';

const t = englishAccountT();

describe('login schema', () => {
  it('requires the username or email and a password of at least 8 characters', () => {
    expect(fieldMessages(loginSchema(t).safeParse({ userNameOrMail: '  ', password: '', rememberMe: true }))).toEqual({
      userNameOrMail: 'Username or email is required.',
      password: 'Password is required.',
    });
    expect(
      fieldMessages(loginSchema(t).safeParse({ userNameOrMail: 'ada', password: 'short', rememberMe: false })),
    ).toEqual({
      password: 'Must be at least 8 characters.',
    });
    expect(loginSchema(t).parse({ userNameOrMail: ' ada ', password: ' spaced pass ', rememberMe: true })).toEqual({
      userNameOrMail: 'ada',
      password: ' spaced pass ', // passwords are never trimmed
      rememberMe: true,
    });
  });
});

describe('register schema', () => {
  const valid = { username: 'ada_l', email: 'ada@example.com', password: 'longenough', confirmPassword: 'longenough' };

  it('accepts a valid registration', () => {
    expect(registerSchema(t).safeParse(valid).success).toBe(true);
  });

  it('says which field is missing', () => {
    expect(
      fieldMessages(registerSchema(t).safeParse({ username: '', email: '', password: '', confirmPassword: '' })),
    ).toEqual({
      username: 'Username is required.',
      email: 'Email is required.',
      password: 'Password is required.',
      confirmPassword: 'Confirm password is required.',
    });
  });

  it('checks lengths, the email and that the passwords match', () => {
    expect(fieldMessages(registerSchema(t).safeParse({ ...valid, username: 'ad' }))).toEqual({
      username: 'Must be at least 3 characters.',
    });
    expect(fieldMessages(registerSchema(t).safeParse({ ...valid, email: 'ada@' }))).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(
      fieldMessages(registerSchema(t).safeParse({ ...valid, password: 'seven77', confirmPassword: 'seven77' })),
    ).toEqual({ password: 'Must be at least 8 characters.' });
    expect(fieldMessages(registerSchema(t).safeParse({ ...valid, confirmPassword: 'different' }))).toEqual({
      confirmPassword: 'The two passwords do not match.',
    });
    expect(fieldMessages(registerSchema(t).safeParse({ ...valid, username: 'ada lovelace' }))).toEqual({
      username: 'Only letters, numbers, underscores and hyphens are allowed.',
    });
  });

  it('speaks Chinese in the Chinese interface', () => {
    const zh = i18n.getFixedT('zhCN', 'account') as AccountT;
    expect(fieldMessages(registerSchema(zh).safeParse({ ...valid, username: '', confirmPassword: 'x' }))).toEqual({
      username: '用户名不能为空。',
      confirmPassword: '两次输入的密码不一致。',
    });
    expect(fieldMessages(forgotPasswordSchema(zh).safeParse({ email: 'nope' }))).toEqual({
      email: '请输入有效的邮箱地址。',
    });
  });
});

describe('forgot and reset password schemas', () => {
  it('requires a valid email', () => {
    expect(fieldMessages(forgotPasswordSchema(t).safeParse({ email: '' }))).toEqual({ email: 'Email is required.' });
    expect(fieldMessages(forgotPasswordSchema(t).safeParse({ email: 'a@b' }))).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(forgotPasswordSchema(t).parse({ email: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' });
  });

  it('asks for 8 characters and a matching confirmation', () => {
    expect(
      fieldMessages(resetPasswordSchema(t).safeParse({ password: '1234567', confirmPassword: '1234567' })),
    ).toEqual({
      password: 'Must be at least 8 characters.',
    });
    expect(
      fieldMessages(resetPasswordSchema(t).safeParse({ password: '12345678', confirmPassword: '12345679' })),
    ).toEqual({
      confirmPassword: 'The two passwords do not match.',
    });
    expect(resetPasswordSchema(t).safeParse({ password: '12345678', confirmPassword: '12345678' }).success).toBe(true);
  });
});

describe('two-factor step', () => {
  it('takes 6 digits from the app, or a recovery code', () => {
    expect(twoFactorSchema(t, 'app').safeParse({ code: '123456' }).success).toBe(true);
    expect(fieldMessages(twoFactorSchema(t, 'app').safeParse({ code: '12345a' }))).toEqual({
      code: 'Enter the 6-digit code from your app, or a recovery code.',
    });
    expect(fieldMessages(twoFactorSchema(t, 'app').safeParse({ code: '' }))).toEqual({
      code: 'Authentication code is required.',
    });
    expect(twoFactorSchema(t, 'recovery').safeParse({ code: 'abcde-12345' }).success).toBe(true);
  });
});
