// The basic tab: name card (first and last name), profile card (nickname, position) and
// avatar card (choose, preview, upload). Save is disabled while a form is unchanged or
// saving; success and failure are toasts ('update success' / 'update error').
import { useApolloClient, useMutation } from '@apollo/client/react';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../auth/Avatar';
import { readApiError } from '../../auth/apiError';
import { updateSessionUser } from '../../auth/session';
import { AccountSettingsDocument, type SettingsUserFragment, UpdateProfileDocument } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { toast } from '../../toast/toast';
import { Field, SubmitButton, TextInput, describedBy, useAccountForm } from '../auth/form';
import { type NamesValues, type ProfileValues, namesSchema, profileSchema } from './schemas';
import { SettingsCard, outlineSmall, primarySmall } from './ui';
import { avatarProblem, uploadAvatar } from './uploadAvatar';

export function BasicTab({ user }: { user: SettingsUserFragment }) {
  return (
    <>
      <NameCard user={user} />
      <ProfileCard user={user} />
      <AvatarCard user={user} />
    </>
  );
}

function useSaveProfile() {
  const { t } = useTranslation('account');
  const [update] = useMutation(UpdateProfileDocument);
  return async (input: { firstName?: string; lastName?: string; nickName?: string; position?: string }) => {
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

function NameCard({ user }: { user: SettingsUserFragment }) {
  const locale = useLocale();
  const ids = { first: useId(), last: useId(), title: useId() };
  const save = useSaveProfile();
  const form = useAccountForm<NamesValues>(namesSchema, { firstName: user.firstName, lastName: user.lastName });
  const {
    t,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  // A fresher copy of the user (the network after the cache) replaces untouched values.
  useEffect(() => {
    if (!form.formState.isDirty) reset({ firstName: user.firstName, lastName: user.lastName });
  }, [user.firstName, user.lastName]);
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values)) reset(values);
  });
  const lastField = (
    <Field id={ids.last} label={t('fields.lastName')} error={errors.lastName?.message}>
      <TextInput
        id={ids.last}
        autoComplete="family-name"
        placeholder={t('placeholders.lastName')}
        invalid={!!errors.lastName}
        aria-describedby={describedBy(ids.last, { error: errors.lastName })}
        {...register('lastName')}
      />
    </Field>
  );
  return (
    <SettingsCard id={ids.title} title={t('settings.name.title')} description={t('settings.name.text')}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={ids.title}>
        {/* Chinese names read family name first. */}
        <div className="grid gap-5 sm:grid-cols-2">
          {locale === 'zhCN' && lastField}
          <Field id={ids.first} label={t('fields.firstName')} error={errors.firstName?.message}>
            <TextInput
              id={ids.first}
              autoComplete="given-name"
              placeholder={t('placeholders.firstName')}
              invalid={!!errors.firstName}
              aria-describedby={describedBy(ids.first, { error: errors.firstName })}
              {...register('firstName')}
            />
          </Field>
          {locale !== 'zhCN' && lastField}
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

function ProfileCard({ user }: { user: SettingsUserFragment }) {
  const ids = { nick: useId(), position: useId(), title: useId() };
  const save = useSaveProfile();
  const form = useAccountForm<ProfileValues>(profileSchema, {
    nickName: user.nickName,
    position: user.position ?? '',
  });
  const {
    t,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  useEffect(() => {
    if (!form.formState.isDirty) reset({ nickName: user.nickName, position: user.position ?? '' });
  }, [user.nickName, user.position]);
  const onSubmit = handleSubmit(async (values) => {
    if (await save(values)) reset(values);
  });
  return (
    <SettingsCard id={ids.title} title={t('settings.profileCard.title')} description={t('settings.profileCard.text')}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={ids.title}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={ids.nick} label={t('fields.nickName')} error={errors.nickName?.message}>
            <TextInput
              id={ids.nick}
              autoComplete="nickname"
              placeholder={t('placeholders.nickName')}
              invalid={!!errors.nickName}
              aria-describedby={describedBy(ids.nick, { error: errors.nickName })}
              {...register('nickName')}
            />
          </Field>
          <Field
            id={ids.position}
            label={t('fields.position')}
            error={errors.position?.message}
            hint={t('settings.profileCard.positionHint')}
          >
            <TextInput
              id={ids.position}
              autoComplete="organization-title"
              placeholder={t('placeholders.position')}
              invalid={!!errors.position}
              aria-describedby={describedBy(ids.position, { error: errors.position, hint: true })}
              {...register('position')}
            />
          </Field>
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

function AvatarCard({ user }: { user: SettingsUserFragment }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const client = useApolloClient();
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clear = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = avatarProblem(chosen);
    if (problem) {
      toast.error(problem === 'size' ? t('settings.avatar.tooLarge') : t('settings.avatar.badType'));
      clear();
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    try {
      const updated = await uploadAvatar(file, locale);
      updateSessionUser(updated);
      await client.refetchQueries({ include: [AccountSettingsDocument] });
      toast.success(t('settings.saved'));
      clear();
    } catch (error) {
      const apiError = readApiError(error);
      // the API's own size/type verdict, else 'update error'
      toast.error(apiError.field === 'file' && apiError.message ? apiError.message : t('settings.saveFailed'));
    } finally {
      setUploading(false);
    }
  };

  const name = user.nickName || user.username;
  return (
    <SettingsCard id={titleId} title={t('settings.avatar.title')} description={t('settings.avatar.text')}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex items-center gap-4">
          <figure className="flex flex-col items-center gap-1.5">
            <Avatar src={user.avatar} name={name} alt={t('settings.avatar.current')} className="size-20 text-2xl" />
            <figcaption className="text-xs text-slate-500 dark:text-slate-400">
              {t('settings.avatar.current')}
            </figcaption>
          </figure>
          {preview && (
            <figure className="flex flex-col items-center gap-1.5">
              <img
                src={preview}
                alt={t('settings.avatar.preview')}
                className="size-20 rounded-full object-cover ring-2 ring-indigo-500 ring-offset-2 ring-offset-white dark:ring-offset-slate-900"
              />
              <figcaption className="text-xs text-indigo-700 dark:text-indigo-300">
                {t('settings.avatar.preview')}
              </figcaption>
            </figure>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => choose(event.target.files?.[0])}
            data-testid="avatar-input"
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={outlineSmall}
              onClick={() => inputRef.current?.click()}
              disabled={uploading}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {t('settings.avatar.choose')}
            </button>
            <button type="button" className={primarySmall} onClick={() => void upload()} disabled={!file || uploading}>
              {uploading ? t('settings.avatar.uploading') : t('settings.avatar.upload')}
            </button>
            {file && !uploading && (
              <button type="button" className={outlineSmall} onClick={clear} aria-label={t('settings.avatar.clear')}>
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
          {file && (
            <p className="truncate text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {t('settings.avatar.selected', { name: file.name })}
            </p>
          )}
        </div>
      </div>
    </SettingsCard>
  );
}
