// Saving an add / edit form: a success toast, or the failure where it belongs — the API's
// 409 "key already exists" on the key field (someone added it meanwhile), anything else as an
// error toast with the server's message or the unknown error (spec §8).
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../../auth/apiError';
import { toast } from '../../toast/toast';
import { describeAdminError, isDuplicateKeyError } from './errors';

export type AdminKind = 'tags' | 'companies';

/** `close` shuts the dialog; `onGone` reloads the list (the item was deleted meanwhile). */
export function useSaveItem(kind: AdminKind, { close, onGone }: { close: () => void; onGone: () => void }) {
  const { t } = useTranslation('admin');
  return async function save<T extends FieldValues & { key: string }>(
    form: UseFormReturn<T>,
    write: () => Promise<unknown>,
    { key, created }: { key: string; created: boolean },
  ): Promise<void> {
    try {
      await write();
    } catch (caught) {
      const error = readApiError(caught);
      if (isDuplicateKeyError(error)) {
        form.setError(
          'key' as Path<T>,
          { type: 'server', message: t('validation.duplicateKey') },
          { shouldFocus: true },
        );
        return;
      }
      toast.error(describeAdminError(t, error));
      if (error.code === 'NOT_FOUND') {
        close();
        onGone();
      }
      return;
    }
    toast.success(created ? t(`${kind}.created`, { key }) : t(`${kind}.saved`, { key }));
    close();
  };
}
