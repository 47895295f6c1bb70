// The API's messages in the request's language. Code throws English (the stable text tests and
// tools match on); the GraphQL endpoint, the REST envelope and the HTTP layer translate what they
// send. A message with no translation is sent as written rather than lost.
import type { Locale } from '../graphql/locale';
import { zhExact } from './zh-exact';
import { zhPatterns } from './zh-patterns';

export function translateMessage(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  const exact = zhExact[message];
  if (exact !== undefined) return exact;
  for (const [pattern, zh] of zhPatterns) {
    const match = pattern.exec(message);
    if (match) return zh(...match.slice(1));
  }
  return message;
}
