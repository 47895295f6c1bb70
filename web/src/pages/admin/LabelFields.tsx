// One required text field per label language (the table's language columns), grouped.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form/Field';
import { TextInput } from '../../components/form/TextInput';
import { describedBy } from '../../components/form/fieldStyles';
import { languageHeader, toTag } from './labels';

type WithLabels = { labels: Record<string, string> };

export function LabelFields<T extends WithLabels>({
  idPrefix,
  languages,
  register,
  errors,
}: {
  idPrefix: string;
  languages: readonly string[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation('admin');
  const labelErrors = (errors as FieldErrors<WithLabels>).labels as
    Record<string, { message?: string } | undefined> | undefined;
  const field = register as unknown as UseFormRegister<WithLabels>;
  return (
    <fieldset className="rounded-xl border border-slate-200 px-4 pt-2 pb-4 dark:border-slate-800">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{t('fields.labels')}</legend>
      <p className="mb-4 text-xs text-slate-500 dark:text-slate-400">{t('fields.labelsHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {languages.map((code) => {
          const id = `${idPrefix}-label-${code}`;
          const error = labelErrors?.[code]?.message;
          return (
            <Field key={code} id={id} label={t('fields.label', { language: languageHeader(code) })} error={error}>
              <TextInput
                id={id}
                lang={toTag(code)}
                autoComplete="off"
                invalid={!!error}
                aria-describedby={describedBy(id, { error })}
                {...field(`labels.${code}`)}
              />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
