// The language of a Node request answered before it becomes a Fetch Request (e.g. a 413).
import type { IncomingMessage } from 'node:http';
import { type Locale, localeFromHeaders } from '../graphql/locale';

export function localeOfNodeRequest(req: IncomingMessage): Locale {
  const headers = new Headers();
  for (const name of ['x-locale', 'accept-language']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return localeFromHeaders(headers);
}
