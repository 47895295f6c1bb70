// Add or edit a tag: key and one label per language (spec §5: key required and unique, every
// language label required). Saving keeps Apollo's cache right (cacheUpdates.ts).
import { useMutation } from '@apollo/client/react';
import { useCallback, useId } from 'react';
import { type AdminTagFragment, CreateTagDocument, UpdateTagDocument } from '../../gql/graphql';
import { Field } from '../../components/form/Field';
import { TextInput } from '../../components/form/TextInput';
import { describedBy } from '../../components/form/fieldStyles';
import { EditorForm } from './EditorDialog';
import { LabelFields } from './LabelFields';
import { addToRootList } from './cacheUpdates';
import { labelInput, labelValues } from './labels';
import { type AdminT, type TagValues, tagSchema } from './schemas';
import { useAdminForm } from './useAdminForm';
import { useSaveItem } from './useSaveItem';

export function TagEditor({
  item,
  items,
  languages,
  close,
  onGone,
}: {
  item: AdminTagFragment | null;
  items: readonly AdminTagFragment[];
  languages: readonly string[];
  close: () => void;
  onGone: () => void;
}) {
  const id = useId();
  const build = useCallback(
    (t: AdminT) => tagSchema(t, { languages, items, editingId: item?.id }),
    [languages, items, item?.id],
  );
  const form = useAdminForm<TagValues>(build, { key: item?.key ?? '', labels: labelValues(languages, item?.label) });
  const {
    t,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [createTag] = useMutation(CreateTagDocument, {
    update: (cache, { data }) => data && addToRootList(cache, 'tags', data.createTag),
  });
  const [updateTag] = useMutation(UpdateTagDocument);
  const save = useSaveItem('tags', { close, onGone });

  const onSubmit = handleSubmit((values) => {
    const input = { key: values.key, label: labelInput(values.labels) };
    return save(
      form,
      () => (item ? updateTag({ variables: { id: item.id, input } }) : createTag({ variables: { input } })),
      {
        key: values.key,
        created: !item,
      },
    );
  });

  const keyId = `${id}-key`;
  return (
    <EditorForm
      title={item ? t('tags.editTitle', { key: item.key }) : t('tags.addTitle')}
      description={t('tags.editorText')}
      onSubmit={onSubmit}
      pending={isSubmitting}
      submitLabel={item ? t('actions.save') : t('actions.create')}
    >
      <Field id={keyId} label={t('fields.key')} hint={t('fields.keyHint')} error={errors.key?.message}>
        <TextInput
          id={keyId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          invalid={!!errors.key}
          aria-describedby={describedBy(keyId, { error: errors.key, hint: true })}
          {...register('key')}
        />
      </Field>
      <LabelFields idPrefix={id} languages={languages} register={register} errors={errors} />
    </EditorForm>
  );
}
