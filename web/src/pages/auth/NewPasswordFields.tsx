// The "password + confirm password" pair of the register and reset-password forms: the same
// labels, autocomplete hints, placeholders and error wiring in both.
import { useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../../i18n/namespaces/account';
import { Field } from '../../components/form/Field';
import { PasswordInput } from '../../components/form/PasswordInput';
import { describedBy } from '../../components/form/fieldStyles';

interface PasswordPair extends FieldValues {
  password: string;
  confirmPassword: string;
}

export function NewPasswordFields<T extends PasswordPair>({
  form,
  label,
}: {
  form: UseFormReturn<T>;
  /** "Password" when registering, "New password" when resetting */
  label: string;
}) {
  const { t } = useTranslation('account');
  const ids = { password: useId(), confirm: useId() };
  // Every T has these two fields; react-hook-form's path types cannot see that through a generic.
  const {
    register,
    formState: { errors },
  } = form as unknown as UseFormReturn<PasswordPair>;
  return (
    <>
      <Field id={ids.password} label={label} error={errors.password?.message}>
        <PasswordInput
          id={ids.password}
          autoComplete="new-password"
          placeholder={t('placeholders.password')}
          invalid={!!errors.password}
          aria-describedby={describedBy(ids.password, { error: errors.password })}
          {...register('password')}
        />
      </Field>
      <Field id={ids.confirm} label={t('fields.confirmPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput
          id={ids.confirm}
          autoComplete="new-password"
          placeholder={t('placeholders.confirmPassword')}
          invalid={!!errors.confirmPassword}
          aria-describedby={describedBy(ids.confirm, { error: errors.confirmPassword })}
          {...register('confirmPassword')}
        />
      </Field>
    </>
  );
}
