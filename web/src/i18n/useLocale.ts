// The current UI language as a typed value, re-rendering when it changes.
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, type AppLocale, isAppLocale } from './locale';

export function useLocale(): AppLocale {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isAppLocale(lng) ? lng : DEFAULT_LOCALE;
}
