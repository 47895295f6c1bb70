// The avatar upload as a GraphQL multipart request (the spec "operations" + "map" + file
// parts; Yoga reads it natively). Apollo's HTTP link only sends JSON, so this goes through
// authFetch, which applies the same bearer token and refresh-once rule as the auth link.
import { print } from 'graphql';
import { GRAPHQL_PATH } from '../../auth/sessionRequests';
import { authFetch } from '../../auth/session';
import { type SettingsUserFragment, UploadAvatarDocument } from '../../gql/graphql';
import type { AppLocale } from '../../i18n/locale';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** why a chosen file cannot be the avatar, or null */
export function avatarProblem(file: { size: number; type: string }): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export function avatarFormData(file: File): FormData {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({ query: print(UploadAvatarDocument), operationName: 'UploadAvatar', variables: { file: null } }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);
  return body;
}

/** Resolves with the updated user; rejects with `{ errors }` (see readApiError) or a TypeError. */
export async function uploadAvatar(file: File, locale: AppLocale): Promise<SettingsUserFragment> {
  const response = await authFetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { accept: 'application/graphql-response+json, application/json', 'x-locale': locale },
    body: avatarFormData(file),
  });
  let json: { data?: { uploadAvatar?: SettingsUserFragment } | null; errors?: unknown[] };
  try {
    json = (await response.json()) as typeof json;
  } catch {
    throw new TypeError(`The upload answered HTTP ${response.status}.`);
  }
  if (json.errors?.length) throw Object.assign(new Error('Upload failed'), { errors: json.errors });
  if (!json.data?.uploadAvatar) throw new Error('Upload failed');
  return json.data.uploadAvatar;
}
