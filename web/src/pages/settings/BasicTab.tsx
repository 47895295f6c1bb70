// The basic tab: name card (first and last name), profile card (nickname, position), avatar
// card (choose, preview, upload) and the time zone card (TimeZoneCard.tsx). Save is disabled while a form is unchanged or
// saving; success and failure are toasts ('update success' / 'update error').
import { useApolloClient } from '@apollo/client/react';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../auth/Avatar';
import { readApiError } from '../../auth/apiError';
import { updateSessionUser } from '../../auth/session';
import { AccountSettingsDocument, type SettingsUserFragment } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { toast } from '../../toast/toast';
import { ProfileFieldsCard } from './ProfileFieldsCard';
import { namesSchema, profileSchema } from './schemas';
import { TimeZoneCard } from './TimeZoneCard';
import { SettingsCard, outlineSmall, primarySmall } from './ui';
import { avatarProblem, uploadAvatar } from './uploadAvatar';

export function BasicTab({ user }: { user: SettingsUserFragment }) {
  return (
    <>
      <NameCard user={user} />
      <ProfileCard user={user} />
      <AvatarCard user={user} />
      <TimeZoneCard user={user} />
    </>
  );
}

const FIRST_NAME = { name: 'firstName', autoComplete: 'given-name' } as const;
const LAST_NAME = { name: 'lastName', autoComplete: 'family-name' } as const;

function NameCard({ user }: { user: SettingsUserFragment }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <ProfileFieldsCard
      title={t('settings.name.title')}
      description={t('settings.name.text')}
      schema={namesSchema}
      values={{ firstName: user.firstName, lastName: user.lastName }}
      // Chinese names read family name first.
      fields={locale === 'zhCN' ? [LAST_NAME, FIRST_NAME] : [FIRST_NAME, LAST_NAME]}
    />
  );
}

function ProfileCard({ user }: { user: SettingsUserFragment }) {
  const { t } = useTranslation('account');
  return (
    <ProfileFieldsCard
      title={t('settings.profileCard.title')}
      description={t('settings.profileCard.text')}
      schema={profileSchema}
      values={{ nickName: user.nickName, position: user.position ?? '' }}
      fields={[
        { name: 'nickName', autoComplete: 'nickname' },
        { name: 'position', autoComplete: 'organization-title', hint: t('settings.profileCard.positionHint') },
      ]}
    />
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

  // The preview's object URL is made when a file is chosen and freed when it is replaced,
  // cleared or the card goes away.
  const previewUrl = useRef<string | null>(null);
  const show = (next: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next ? URL.createObjectURL(next) : null;
    setFile(next);
    setPreview(previewUrl.current);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const clear = () => {
    show(null);
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
    show(chosen);
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
