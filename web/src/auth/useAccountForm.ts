// The account forms' react-hook-form (sign-in pages and settings): a zod schema built in the
// current language from the account rules (./accountRules), rebuilt when the language changes
// (or when `build` changes: pass it memoized, e.g. with useCallback, when it reads props).
import { useMemo } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSchemaForm } from '../hooks/useSchemaForm';
import '../i18n/namespaces/account';
import type { AppLocale } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import type { AccountT } from './accountRules';

/**
 * react-hook-form with a zod schema built in the current language. The schema is rebuilt
 * when the language changes, and the shown messages follow.
 */
export function useAccountForm<T extends FieldValues>(
  build: (t: AccountT, locale: AppLocale) => z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> & { t: AccountT } {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const schema = useMemo(() => build(t, locale), [build, t, locale]);
  return Object.assign(useSchemaForm(schema, defaultValues), { t });
}
