// Localized texts are resolved by the server, so the cache holds one language at a time.
// On a language switch, drop it and refetch what is on screen.
import type { ApolloClient } from '@apollo/client';
import type { i18n as I18n } from 'i18next';

export function refetchOnLanguageChange(i18n: I18n, client: ApolloClient): () => void {
  const onChange = () => {
    // A reset racing an in-flight request rejects; the refetch that follows still runs.
    client.resetStore().catch(() => undefined);
  };
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
