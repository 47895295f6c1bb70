// Sets <title> ("Page · Product") and <meta name="description"> for the current page, in the
// current language; re-runs when either text changes (a language switch included).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function setPageMeta(title: string, description: string): void {
  document.title = title;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

export function usePageMeta(pageTitle: string | undefined, description?: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  const fallbackDescription = t('meta.default.description');
  useEffect(() => {
    setPageMeta(pageTitle ? `${pageTitle} · ${appName}` : appName, description || fallbackDescription);
  }, [pageTitle, description, appName, fallbackDescription]);
}
