// The tag and company forms' rules (spec §5 "Admin tag and company"), mirroring the API's
// (server/src/catalog/catalog.service.ts) so most mistakes never make a round trip: key
// required, unique among the existing items (editing excludes itself) and without spaces;
// every language label required; company icon required, letters, digits, _ and - only, and
// one of the registered names; link optional, an http(s) URL or a book link.
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { languageHeader } from './labels';
import type { AdminItem } from './search';

export type AdminT = TFunction<'admin'>;

export const ADMIN_LIMITS = { keyMax: 64, labelMax: 100, iconMax: 64, linkMax: 500 } as const;

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+#-]*$/;
const ICON_PATTERN = /^[A-Za-z0-9_-]+$/;
const LINK_PATTERN = /^(?:https?:\/\/\S+|[a-z0-9][a-z0-9-]{0,127})$/;

/** Another item (not the one being edited) already has this key: keys are compared as stored. */
export function isDuplicateKey(key: string, items: readonly Pick<AdminItem, 'id' | 'key'>[], editingId?: string) {
  const wanted = key.trim();
  return wanted !== '' && items.some((item) => item.id !== editingId && item.key === wanted);
}

export interface FormContext {
  /** the label languages (table columns); each one is required */
  languages: readonly string[];
  /** the existing items, for the unique key */
  items: readonly Pick<AdminItem, 'id' | 'key'>[];
  /** the item being edited (its own key is not a duplicate) */
  editingId?: string;
}

function requiredText(t: AdminT, field: string, max: number) {
  return z.string().trim().min(1, t('validation.required', { field })).max(max, t('validation.maxLength', { max }));
}

function keyField(t: AdminT, { items, editingId }: FormContext) {
  return requiredText(t, t('fields.key'), ADMIN_LIMITS.keyMax)
    .regex(KEY_PATTERN, t('validation.keyChars'))
    .refine((key) => !isDuplicateKey(key, items, editingId), t('validation.duplicateKey'));
}

function labelsField(t: AdminT, languages: readonly string[]) {
  const shape: Record<string, z.ZodString> = {};
  for (const code of languages) {
    shape[code] = requiredText(t, t('fields.label', { language: languageHeader(code) }), ADMIN_LIMITS.labelMax);
  }
  return z.object(shape);
}

export function tagSchema(t: AdminT, context: FormContext) {
  return z.object({ key: keyField(t, context), labels: labelsField(t, context.languages) });
}
export type TagValues = z.infer<ReturnType<typeof tagSchema>>;

export function companySchema(t: AdminT, context: FormContext & { icons: readonly string[] }) {
  return z.object({
    key: keyField(t, context),
    icon: requiredText(t, t('fields.icon'), ADMIN_LIMITS.iconMax)
      .regex(ICON_PATTERN, t('validation.iconChars'))
      // Until the registered names arrive, the API is the judge.
      .refine((icon) => context.icons.length === 0 || context.icons.includes(icon), {
        error: (issue) => t('validation.iconUnknown', { icon: String(issue.input) }),
      }),
    link: z
      .string()
      .trim()
      .max(ADMIN_LIMITS.linkMax, t('validation.maxLength', { max: ADMIN_LIMITS.linkMax }))
      .refine((link) => link === '' || LINK_PATTERN.test(link), t('validation.link')),
    labels: labelsField(t, context.languages),
  });
}
export type CompanyValues = z.infer<ReturnType<typeof companySchema>>;
