// Who is asking: the client address (see security/client-address.ts), the raw user agent and
// what ua-parser-js reads from it (browser, operating system, device) for the login log.
import UAParser from 'ua-parser-js';
import { parseLocale } from '../graphql/locale';
import type { MailLocale } from '../mail/templates';
import { clientAddress } from '../security/client-address';

export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** the language a mail is written in: the one the request names, else both */
  mailLocale: MailLocale;
}

export function requestMeta(request: Request, trustProxy: number): RequestMeta {
  const headers = request.headers;
  const named = parseLocale(headers.get('x-locale')) ?? parseLocale(headers.get('accept-language')?.split(',')[0]);
  return {
    ip: clientAddress(headers, trustProxy),
    userAgent: (headers.get('user-agent') ?? '').slice(0, 512),
    mailLocale: named ?? 'both',
  };
}

const DESKTOP_OS = new Set([
  'Windows',
  'Mac OS',
  'macOS',
  'Linux',
  'Ubuntu',
  'Debian',
  'Fedora',
  'Chromium OS',
  'FreeBSD',
]);

export function describeUserAgent(userAgent: string): { browser: string; os: string; device: string } {
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const osName = os.name === 'Mac OS' ? 'macOS' : os.name;
  const kind = device.type
    ? device.type.charAt(0).toUpperCase() + device.type.slice(1)
    : osName && DESKTOP_OS.has(osName)
      ? 'Desktop'
      : '';
  return {
    browser: join(browser.name, browser.major) || 'Unknown',
    os: join(osName, os.version) || 'Unknown',
    device: join(kind, device.vendor, device.model) || 'Unknown',
  };
}
