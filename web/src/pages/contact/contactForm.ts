// The contact form's rules (spec §5) with the spec's messages, in the current language.
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const CONTACT_LIMITS = { nameMin: 2, messageMin: 10 };

export function contactSchema(t: TFunction<'pages'>) {
  const required = (field: string) => t('contact.required', { field });
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, required(t('contact.name')))
      .min(CONTACT_LIMITS.nameMin, t('contact.minLength', { min: CONTACT_LIMITS.nameMin })),
    email: z
      .string()
      .trim()
      .min(1, required(t('contact.emailLabel')))
      .pipe(z.email(t('contact.invalidEmail'))),
    message: z
      .string()
      .trim()
      .min(1, required(t('contact.message')))
      .min(CONTACT_LIMITS.messageMin, t('contact.minLength', { min: CONTACT_LIMITS.messageMin })),
  });
}

export type ContactValues = z.infer<ReturnType<typeof contactSchema>>;
