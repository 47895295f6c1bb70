// The text of an error in the request's language: its catalogue message rendered (an AppError,
// or a library's sentence library-messages.ts knows), else its text as written.
import { appMessageOf } from '../graphql/errors';
import type { Locale } from '../graphql/locale';
import { libraryMessage } from './library-messages';
import { renderMessage } from './render';

export function localizedText(locale: Locale, error: { message: string }): string {
  const message = appMessageOf(error) ?? libraryMessage(error.message);
  return message ? renderMessage(locale, message) : error.message;
}
