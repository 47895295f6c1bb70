// Renders a Message (message.ts) in a language with a server-side i18next instance: the two
// catalogues loaded at start, no language detection (the request says its language, see
// graphql/locale.ts), no escaping (answers are JSON, not HTML), and no nesting or interpolation
// inside parameter values (a value the user typed is sent as typed).
import i18next from 'i18next';
import type { Locale } from '../graphql/locale';
import { type Message, isMessage } from './message';
import { en } from './messages/en';
import { zhCN } from './messages/zh-CN';

/** the i18next language of each Locale */
const LANGUAGE: Record<Locale, string> = { en: 'en', zhCN: 'zh-CN' };

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en }, 'zh-CN': { translation: zhCN } },
  lng: 'en',
  fallbackLng: 'en',
  // ids contain dots but are flat keys
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, skipOnVariables: true },
  returnNull: false,
  initAsync: false,
});

export function renderMessage(locale: Locale, message: Message): string {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    params[name] = isMessage(value) ? renderMessage(locale, value) : value;
  }
  return i18n.t(message.id, { ...params, lng: LANGUAGE[locale] });
}
