// Sends the UI language on every request: the server resolves title/description/…
// in the language of the X-Locale header. Read per request, so a switch applies at once.
import { SetContextLink } from '@apollo/client/link/context';
import type { AppLocale } from '../i18n/locale';

export function createLocaleLink(getLocale: () => AppLocale): SetContextLink {
  return new SetContextLink((prevContext) => ({
    headers: { ...prevContext.headers, 'X-Locale': getLocale() },
  }));
}
