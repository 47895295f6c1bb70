// The settings forms' rules (spec §5), the email-change error placement, the avatar checks
// and the code-request cooldown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishAccountT, fieldMessages } from '../../test/accountSchemas';
import { placeEmailChangeError } from './AccountTab';
import { COOLDOWN_KEYS, clearCooldown, readCooldown, startCooldown } from './cooldown';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteConfirmed,
  namesSchema,
  newEmailSchema,
  profileSchema,
  verifyEmailSchema,
} from './schemas';
import { AVATAR_MAX_BYTES, avatarFormData, avatarProblem } from './uploadAvatar';

const t = englishAccountT();

describe('names', () => {
  it('are trimmed, required, at most 20 letters and spaces', () => {
    expect(namesSchema(t, 'en').parse({ firstName: ' Ada ', lastName: 'King Lovelace' })).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
    expect(fieldMessages(namesSchema(t, 'en').safeParse({ firstName: ' ', lastName: 'A'.repeat(21) }))).toEqual({
      firstName: 'First name is required.',
      lastName: 'Must be at most 20 characters.',
    });
    expect(fieldMessages(namesSchema(t, 'en').safeParse({ firstName: 'Ada1', lastName: 'O’Brien' }))).toEqual({
      firstName: 'Only letters and spaces are allowed.',
      lastName: 'Only letters and spaces are allowed.',
    });
  });

  it('also allow Chinese characters in the Chinese interface', () => {
    expect(namesSchema(t, 'en').safeParse({ firstName: '小明', lastName: '王' }).success).toBe(false);
    expect(namesSchema(t, 'zhCN').safeParse({ firstName: '小明', lastName: '王' }).success).toBe(true);
  });
});

describe('profile', () => {
  it('wants a 2–16 character nickname of letters, numbers and underscores, and a short position', () => {
    expect(profileSchema(t).parse({ nickName: ' ada_99 ', position: '  ' })).toEqual({
      nickName: 'ada_99',
      position: '',
    });
    expect(fieldMessages(profileSchema(t).safeParse({ nickName: 'a', position: '' }))).toEqual({
      nickName: 'Must be at least 2 characters.',
    });
    expect(fieldMessages(profileSchema(t).safeParse({ nickName: 'a'.repeat(17), position: 'x'.repeat(31) }))).toEqual({
      nickName: 'Must be at most 16 characters.',
      position: 'Must be at most 30 characters.',
    });
    expect(fieldMessages(profileSchema(t).safeParse({ nickName: 'ada-l', position: '' }))).toEqual({
      nickName: 'Only letters, numbers and underscores are allowed.',
    });
    expect(fieldMessages(profileSchema(t).safeParse({ nickName: '', position: '' }))).toEqual({
      nickName: 'Nickname is required.',
    });
  });
});

describe('change password', () => {
  const valid = { currentPassword: 'old-pass', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' };

  it('accepts a strong new password', () => {
    expect(changePasswordSchema(t).safeParse(valid).success).toBe(true);
  });

  it('needs lower, upper, digit and one of @$!%*?&, and nothing else', () => {
    for (const weak of ['str0ng!pass', 'STR0NG!PASS', 'Strong!pass', 'Str0ngpass1']) {
      expect(
        fieldMessages(changePasswordSchema(t).safeParse({ ...valid, newPassword: weak, confirmPassword: weak })),
      ).toEqual({
        newPassword: 'The password must contain a lowercase letter, an uppercase letter, a number and one of @$!%*?&.',
      });
    }
    expect(
      fieldMessages(
        changePasswordSchema(t).safeParse({ ...valid, newPassword: 'Str0ng!pass#', confirmPassword: 'Str0ng!pass#' }),
      ),
    ).toEqual({ newPassword: 'The password may only contain letters, numbers and @$!%*?&.' });
    expect(
      fieldMessages(changePasswordSchema(t).safeParse({ ...valid, newPassword: 'S0!a', confirmPassword: 'S0!a' })),
    ).toEqual({
      newPassword: 'Must be at least 8 characters.',
    });
  });

  it('requires the current password and a matching confirmation', () => {
    expect(
      fieldMessages(changePasswordSchema(t).safeParse({ ...valid, currentPassword: '', confirmPassword: '' })),
    ).toEqual({
      currentPassword: 'Current password is required.',
      confirmPassword: 'Confirm new password is required.',
    });
    expect(fieldMessages(changePasswordSchema(t).safeParse({ ...valid, confirmPassword: 'Str0ng!pasS' }))).toEqual({
      confirmPassword: 'The two passwords do not match.',
    });
  });
});

describe('change email and verification', () => {
  it('needs the password, a valid new email and a 6-character code', () => {
    expect(fieldMessages(changeEmailSchema(t).safeParse({ currentPassword: '', newEmail: '', emailCode: '' }))).toEqual(
      {
        currentPassword: 'Current password is required.',
        newEmail: 'New email is required.',
        emailCode: 'Verification code is required.',
      },
    );
    expect(
      fieldMessages(changeEmailSchema(t).safeParse({ currentPassword: 'x', newEmail: 'a@b', emailCode: '12345' })),
    ).toEqual({
      newEmail: 'Please enter a valid email address.',
      emailCode: 'The code must be 6 characters.',
    });
    expect(newEmailSchema(t).safeParse('').error?.issues[0]?.message).toBe('New email is required.');
    expect(newEmailSchema(t).safeParse('new@example.com').success).toBe(true);
    expect(verifyEmailSchema(t).safeParse({ code: 'AB12CD' }).success).toBe(true);
    expect(fieldMessages(verifyEmailSchema(t).safeParse({ code: '1234567' }))).toEqual({
      code: 'The code must be 6 characters.',
    });
  });

  it('places an email-change error by its message', () => {
    expect(placeEmailChangeError('The current password is incorrect.')).toBe('currentPassword');
    expect(placeEmailChangeError('The verification code is incorrect or has expired.')).toBe('emailCode');
    expect(placeEmailChangeError('This email address is already in use.')).toBe('banner');
    expect(placeEmailChangeError(undefined)).toBe('banner');
  });

  it('confirms account deletion only with the exact username', () => {
    expect(deleteConfirmed('ada', 'ada')).toBe(true);
    expect(deleteConfirmed('Ada', 'ada')).toBe(false);
    expect(deleteConfirmed('ada ', 'ada')).toBe(false);
  });
});

describe('avatar', () => {
  it('takes JPEG, PNG or GIF of at most 2 MB', () => {
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBeNull();
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
    expect(avatarProblem({ type: 'image/webp', size: 10 })).toBe('type');
  });

  it('is sent as a GraphQL multipart request', () => {
    const body = avatarFormData(new File(['x'], 'me.png', { type: 'image/png' }));
    const operations = JSON.parse(body.get('operations') as string);
    expect(operations.operationName).toBe('UploadAvatar');
    expect(operations.variables).toEqual({ file: null });
    expect(operations.query).toContain('uploadAvatar(file: $file)');
    expect(JSON.parse(body.get('map') as string)).toEqual({ 0: ['variables.file'] });
    expect((body.get('0') as File).name).toBe('me.png');
  });
});

describe('code-request cooldown', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('keeps an expiry timestamp per flow and clears it at zero', () => {
    const now = 1_000_000;
    startCooldown(COOLDOWN_KEYS.changeEmail, 60, now);
    expect(localStorage.getItem(COOLDOWN_KEYS.changeEmail)).toBe(String(now + 60_000));
    expect(readCooldown(COOLDOWN_KEYS.changeEmail, now)).toBe(60);
    expect(readCooldown(COOLDOWN_KEYS.changeEmail, now + 59_001)).toBe(1);
    expect(readCooldown(COOLDOWN_KEYS.resendVerification, now)).toBe(0); // the other flow is free
    expect(readCooldown(COOLDOWN_KEYS.changeEmail, now + 60_000)).toBe(0);
    expect(localStorage.getItem(COOLDOWN_KEYS.changeEmail)).toBeNull();
    localStorage.setItem(COOLDOWN_KEYS.resendVerification, 'garbage');
    expect(readCooldown(COOLDOWN_KEYS.resendVerification)).toBe(0);
    expect(localStorage.getItem(COOLDOWN_KEYS.resendVerification)).toBeNull();
    clearCooldown(COOLDOWN_KEYS.changeEmail);
  });
});
