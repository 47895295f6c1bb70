// Dates as people read them in each language. A YYYY-MM-DD string is a calendar day, not
// an instant: it is formatted in UTC so no time zone moves it to the day before.
import type { AppLocale } from '../i18n/locale';

const TAGS: Record<AppLocale, string> = { en: 'en-US', zhCN: 'zh-CN' };

export function formatDate(day: string, locale: AppLocale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(TAGS[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function formatDateTime(date: Date, locale: AppLocale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** a calendar day in a short form with its weekday ("Mon, Nov 30"), for day-by-day lists */
export function formatShortDay(day: string, locale: AppLocale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(TAGS[locale], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
