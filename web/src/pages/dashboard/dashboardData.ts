// Pure shaping of the dashboard's numbers: shares of solved problems, the activity
// calendar's input, and its month and weekday names in the interface language.
import type { Activity, DayIndex } from 'react-activity-calendar';
import type { Difficulty, ProblemCategory } from '../../gql/graphql';
import type { AppLocale } from '../../i18n/locale';

export interface DoneTotal {
  done: number;
  total: number;
}

export const DIFFICULTIES: readonly Difficulty[] = ['Easy', 'Medium', 'Hard'];
export const CATEGORIES: readonly ProblemCategory[] = ['Article', 'Knowledge', 'JSFunction', 'UICoding'];

/** The calendar's darkest level (spec: levels 0 to 4). */
export const MAX_LEVEL = 4;

/** done / total between 0 and 1; an empty bucket (0 problems) is 0, never NaN. */
export function solvedRatio({ done, total }: DoneTotal): number {
  if (!(total > 0)) return 0;
  return Math.min(Math.max(done, 0), total) / total;
}

/** The shown percentage of a type (spec: "Type progress percent is rounded"): 1 of 8 is 13%. */
export function roundedPercent(bucket: DoneTotal): number {
  return Math.round(solvedRatio(bucket) * 100);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar's input from the server's window: in date order, levels kept within 0–4, and
 * the first and last days of the window present even when the server left them out, so the
 * grid always spans startDate..endDate (the library fills the days in between).
 */
export function calendarData(graph: {
  startDate: string;
  endDate: string;
  activityData: readonly Activity[];
}): Activity[] {
  const byDate = new Map<string, Activity>();
  for (const day of graph.activityData) {
    if (!DAY.test(day.date) || day.date < graph.startDate || day.date > graph.endDate) continue;
    const level = Math.min(MAX_LEVEL, Math.max(0, Math.trunc(day.level) || 0));
    byDate.set(day.date, { date: day.date, count: Math.max(0, day.count), level });
  }
  for (const edge of [graph.startDate, graph.endDate]) {
    if (!byDate.has(edge)) byDate.set(edge, { date: edge, count: 0, level: 0 });
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const TAGS: Record<AppLocale, string> = { en: 'en-US', zhCN: 'zh-CN' };

/** "Jan"… / "1月"… and "Sun"… / "周日"… (Sunday first, as the library expects). */
export function calendarNames(locale: AppLocale): { months: string[]; weekdays: string[] } {
  const month = new Intl.DateTimeFormat(TAGS[locale], { month: 'short', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(TAGS[locale], { weekday: 'short', timeZone: 'UTC' });
  return {
    months: Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2024, index, 1))),
    // 2024-01-07 was a Sunday.
    weekdays: Array.from({ length: 7 }, (_, index) => weekday.format(Date.UTC(2024, 0, 7 + index))),
  };
}

/** Weeks start on Sunday in English calendars and on Monday in Chinese ones. */
export function weekStartOf(locale: AppLocale): DayIndex {
  return locale === 'zhCN' ? 1 : 0;
}
