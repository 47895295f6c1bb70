// What a sensitive change asks for again (issue #26): the current password and, while
// two-step verification is on, a code from the app or a recovery code. Used by the dialogs that
// turn two-step verification off and delete the account; the API's refusal lands on its field.
import { useId, useState } from 'react';
import type { ApiError } from '../../auth/apiError';
import type { AccountT } from '../../auth/accountRules';
import { describeApiError } from '../../auth/serverMessages';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { TextInput } from '../../components/form/TextInput';
import { describedBy } from '../../components/form/fieldStyles';

export interface IdentityProofState {
  currentPassword: string;
  twoFactorCode: string;
  errors: { currentPassword?: string; twoFactorCode?: string };
  setCurrentPassword: (value: string) => void;
  setTwoFactorCode: (value: string) => void;
  /** puts the API's refusal under the field it names (the password unless it names the code) */
  showError: (t: AccountT, error: ApiError, fallback: string) => void;
  reset: () => void;
  /** the arguments of the mutation */
  variables: () => { currentPassword: string; twoFactorCode: string | null };
}

export function useIdentityProof(): IdentityProofState {
  const [currentPassword, setCurrentPassword] = useState('');
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const [errors, setErrors] = useState<IdentityProofState['errors']>({});
  return {
    currentPassword,
    twoFactorCode,
    errors,
    setCurrentPassword: (value) => {
      setCurrentPassword(value);
      setErrors((e) => ({ ...e, currentPassword: undefined }));
    },
    setTwoFactorCode: (value) => {
      setTwoFactorCode(value);
      setErrors((e) => ({ ...e, twoFactorCode: undefined }));
    },
    showError: (t, error, fallback) => {
      const message = describeApiError(t, error, fallback);
      setErrors(error.field === 'twoFactorCode' ? { twoFactorCode: message } : { currentPassword: message });
    },
    reset: () => {
      setCurrentPassword('');
      setTwoFactorCode('');
      setErrors({});
    },
    variables: () => ({ currentPassword, twoFactorCode: twoFactorCode.trim() || null }),
  };
}

export function IdentityFields({
  t,
  proof,
  twoFactor,
  passwordLabel,
}: {
  t: AccountT;
  proof: IdentityProofState;
  /** two-step verification is on: ask for a code too */
  twoFactor: boolean;
  passwordLabel?: string;
}) {
  const passwordId = useId();
  const codeId = useId();
  return (
    <div className="space-y-4">
      <Field id={passwordId} label={passwordLabel ?? t('fields.currentPassword')} error={proof.errors.currentPassword}>
        <PasswordInput
          id={passwordId}
          autoComplete="current-password"
          value={proof.currentPassword}
          invalid={!!proof.errors.currentPassword}
          aria-describedby={describedBy(passwordId, { error: proof.errors.currentPassword })}
          onChange={(event) => proof.setCurrentPassword(event.target.value)}
        />
      </Field>
      {twoFactor && (
        <Field
          id={codeId}
          label={t('fields.twoFactorOrRecoveryCode')}
          error={proof.errors.twoFactorCode}
          hint={t('settings.security.codeHint')}
        >
          <TextInput
            id={codeId}
            value={proof.twoFactorCode}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            invalid={!!proof.errors.twoFactorCode}
            aria-describedby={describedBy(codeId, { error: proof.errors.twoFactorCode, hint: true })}
            onChange={(event) => proof.setTwoFactorCode(event.target.value)}
          />
        </Field>
      )}
    </div>
  );
}
