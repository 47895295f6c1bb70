// Sets <title> for the current route: "Page · Product", or the product name alone.
// Re-runs when the language changes because both parts come from translated text.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(pageTitle: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle, appName]);
}
