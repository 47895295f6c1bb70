// react-hook-form with a zod schema built in the current language (like the account forms'
// useAccountForm): a language switch — or new data behind the rules (pass `build` memoized on
// it) — rebuilds the schema, and shown messages follow.
import { useMemo } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSchemaForm } from '../../hooks/useSchemaForm';
import type { AdminT } from './schemas';

export function useAdminForm<T extends FieldValues>(
  build: (t: AdminT) => z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> & { t: AdminT } {
  const { t } = useTranslation('admin');
  const schema = useMemo(() => build(t), [build, t]);
  return Object.assign(useSchemaForm(schema, defaultValues), { t });
}
