// Add or edit a company: key, icon (a registered name, previewed as its logo), optional link
// and one label per language (spec §5). The color is not edited: it is sent as null, which
// keeps a stored one.
import { useMutation } from '@apollo/client/react';
import { useCallback, useId } from 'react';
import { type AdminCompanyFragment, CreateCompanyDocument, UpdateCompanyDocument } from '../../gql/graphql';
import { Field } from '../../components/form/Field';
import { TextInput } from '../../components/form/TextInput';
import { describedBy } from '../../components/form/fieldStyles';
import { EditorForm } from './EditorDialog';
import { IconSelect } from './IconSelect';
import { LabelFields } from './LabelFields';
import { addToRootList } from './cacheUpdates';
import { labelInput, labelValues } from './labels';
import { type AdminT, type CompanyValues, companySchema } from './schemas';
import { useAdminForm } from './useAdminForm';
import { useSaveItem } from './useSaveItem';

export function CompanyEditor({
  item,
  items,
  languages,
  icons,
  close,
  onGone,
}: {
  item: AdminCompanyFragment | null;
  items: readonly AdminCompanyFragment[];
  languages: readonly string[];
  icons: readonly string[];
  close: () => void;
  onGone: () => void;
}) {
  const id = useId();
  const build = useCallback(
    (t: AdminT) => companySchema(t, { languages, items, icons, editingId: item?.id }),
    [languages, items, icons, item?.id],
  );
  const form = useAdminForm<CompanyValues>(build, {
    key: item?.key ?? '',
    icon: item?.icon ?? '',
    link: item?.link ?? '',
    labels: labelValues(languages, item?.label),
  });
  const {
    t,
    register,
    watch,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [createCompany] = useMutation(CreateCompanyDocument, {
    update: (cache, { data }) => data && addToRootList(cache, 'companies', data.createCompany),
  });
  const [updateCompany] = useMutation(UpdateCompanyDocument);
  const save = useSaveItem('companies', { close, onGone });

  const onSubmit = handleSubmit((values) => {
    // An empty link removes a stored one; color null keeps a stored one (the API's rules).
    const input = {
      key: values.key,
      icon: values.icon,
      link: values.link,
      label: labelInput(values.labels),
      color: null,
    };
    return save(
      form,
      () => (item ? updateCompany({ variables: { id: item.id, input } }) : createCompany({ variables: { input } })),
      { key: values.key, created: !item },
    );
  });

  const ids = { key: `${id}-key`, icon: `${id}-icon`, link: `${id}-link` };
  return (
    <EditorForm
      title={item ? t('companies.editTitle', { key: item.key }) : t('companies.addTitle')}
      description={t('companies.editorText')}
      onSubmit={onSubmit}
      pending={isSubmitting}
      submitLabel={item ? t('actions.save') : t('actions.create')}
    >
      <Field id={ids.key} label={t('fields.key')} hint={t('fields.keyHint')} error={errors.key?.message}>
        <TextInput
          id={ids.key}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          invalid={!!errors.key}
          aria-describedby={describedBy(ids.key, { error: errors.key, hint: true })}
          {...register('key')}
        />
      </Field>
      <Field id={ids.icon} label={t('fields.icon')} hint={t('fields.iconHint')} error={errors.icon?.message}>
        <IconSelect
          id={ids.icon}
          icons={icons}
          value={watch('icon')}
          invalid={!!errors.icon}
          aria-describedby={describedBy(ids.icon, { error: errors.icon, hint: true })}
          {...register('icon')}
        />
      </Field>
      <Field
        id={ids.link}
        label={
          <>
            {t('fields.link')}{' '}
            <span className="font-normal text-slate-500 dark:text-slate-400">({t('fields.linkOptional')})</span>
          </>
        }
        hint={t('fields.linkHint')}
        error={errors.link?.message}
      >
        <TextInput
          id={ids.link}
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="https://"
          invalid={!!errors.link}
          aria-describedby={describedBy(ids.link, { error: errors.link, hint: true })}
          {...register('link')}
        />
      </Field>
      <LabelFields idPrefix={id} languages={languages} register={register} errors={errors} />
    </EditorForm>
  );
}
