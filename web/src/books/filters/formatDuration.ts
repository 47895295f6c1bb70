// "1 h 25 min" / "1 小时 25 分钟": whole hours and minutes, leaving out a zero part.
import type { TFunction } from 'i18next';
import { splitDuration } from './filterProblems';

export function formatDuration(total: number, t: TFunction<'bookFilters'>): string {
  const { hours, minutes } = splitDuration(total);
  if (hours === 0) return t('duration.minutes', { minutes });
  if (minutes === 0) return t('duration.hours', { hours });
  return t('duration.hoursMinutes', { hours, minutes });
}
