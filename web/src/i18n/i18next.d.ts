// Types every t('…') key against the English catalogue, so a typo fails the typecheck
// instead of showing a raw key to a visitor.
import 'i18next';
import type { Catalogue } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
