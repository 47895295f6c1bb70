// A settings card of profile text fields saved together (the name card, the profile card):
// the fields in the order given, and Save, disabled while nothing changed or while saving.
// Success and failure are toasts ('update success' / 'update error').
import { useMutation } from '@apollo/client/react';
import { useEffect, useEffectEvent, useId } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateSessionUser } from '../../auth/session';
import { UpdateProfileDocument, type UpdateProfileInput } from '../../gql/graphql';
import type { AppLocale } from '../../i18n/locale';
import { toast } from '../../toast/toast';
import { Field } from '../../components/form/Field';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextInput } from '../../components/form/TextInput';
import { describedBy } from '../../components/form/fieldStyles';
import { useAccountForm } from '../../auth/useAccountForm';
import type { AccountT } from '../../auth/accountRules';
import { SettingsCard } from './ui';

/** the profile's text fields; each has a label (`fields.<name>`) and a placeholder (`placeholders.<name>`) */
export type ProfileText = 'firstName' | 'lastName' | 'nickName' | 'position';
type ProfileTexts = Partial<Record<ProfileText, string>>;

export interface ProfileField<T extends ProfileTexts> {
  name: keyof T & ProfileText;
  autoComplete: string;
  /** shown under the field and tied to it */
  hint?: string;
}

function useSaveProfile() {
  const { t } = useTranslation('account');
  const [update] = useMutation(UpdateProfileDocument);
  return async (input: UpdateProfileInput) => {
    try {
      const { data } = await update({ variables: { input } });
      if (data?.updateProfile) updateSessionUser(data.updateProfile);
      toast.success(t('settings.saved'));
      return true;
    } catch {
      toast.error(t('settings.saveFailed'));
      return false;
    }
  };
}

export function ProfileFieldsCard<T extends ProfileTexts>({
  title,
  description,
  schema,
  values,
  fields,
}: {
  title: string;
  description: string;
  schema: (t: AccountT, locale: AppLocale) => z.ZodType<T, T>;
  /** the user's current values */
  values: T;
  fields: readonly ProfileField<T>[];
}) {
  const titleId = useId();
  const save = useSaveProfile();
  const form = useAccountForm<T>(schema, values as DefaultValues<T>);
  const {
    t,
    register,
    handleSubmit,
    reset,
    getFieldState,
    formState: { isDirty, isSubmitting },
  } = form;
  // A fresher copy of the user (the network after the cache) replaces untouched values.
  // The effect follows the values' content (a new object with the same values is no change);
  // whether the form is touched is read when it runs.
  const valuesKey = JSON.stringify(values);
  const resetUntouched = useEffectEvent(() => {
    if (!form.formState.isDirty) reset(values);
  });
  useEffect(() => {
    resetUntouched();
  }, [valuesKey]);
  const onSubmit = handleSubmit(async (submitted) => {
    if (await save(submitted)) reset(submitted);
  });
  return (
    <SettingsCard id={titleId} title={title} description={description}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map(({ name, autoComplete, hint }) => {
            const id = `${titleId}-${name}`;
            const { error } = getFieldState(name as Path<T>, form.formState);
            return (
              <Field key={name} id={id} label={t(`fields.${name}`)} error={error?.message} hint={hint}>
                <TextInput
                  id={id}
                  autoComplete={autoComplete}
                  placeholder={t(`placeholders.${name}`)}
                  invalid={!!error}
                  aria-describedby={describedBy(id, { error, hint })}
                  {...register(name as Path<T>)}
                />
              </Field>
            );
          })}
        </div>
        <div className="mt-5 flex justify-end">
          <SubmitButton
            pending={isSubmitting}
            pendingLabel={t('settings.saving')}
            disabled={!isDirty || isSubmitting}
            className="h-10"
          >
            {t('settings.save')}
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}
