// What a failed load, save or delete says (spec §8: the server's message or an unknown
// error, as a toast; a duplicate key goes on the key field). The API writes English; the
// messages these pages can meet are said in the interface language, others as written.
import type { ApiError } from '../../auth/apiError';
import type { AdminT } from './schemas';

/** the API's 409 for a key in use (server/src/catalog/catalog.service.ts) */
export const DUPLICATE_KEY_MESSAGE = 'this Key already exists, please use a unique Key';

export function isDuplicateKeyError(error: ApiError): boolean {
  return (
    error.kind === 'graphql' &&
    error.code === 'CONFLICT' &&
    (error.field === 'key' || error.message === DUPLICATE_KEY_MESSAGE)
  );
}

export function describeAdminError(t: AdminT, error: ApiError): string {
  if (error.kind === 'network') return t('errors.network');
  if (isDuplicateKeyError(error)) return t('validation.duplicateKey');
  if (error.code === 'FORBIDDEN') return t('errors.forbidden');
  if (error.code === 'NOT_FOUND') return t('errors.notFound');
  const message = error.kind === 'graphql' ? error.message?.trim() : undefined;
  return message || t('errors.unknown');
}
