// Where a key moves the contribution graph's selected day. Pure date arithmetic on
// YYYY-MM-DD calendar days (done in UTC, so no time zone or DST shift can skip or repeat a
// day). The grid's columns are weeks and its rows weekdays, so sideways is ±7 days.

/** The graph's first and last day, YYYY-MM-DD, start <= end. */
export interface DayRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

/** `day` moved by `days` calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `day` kept within the range (ISO dates compare correctly as strings). */
export function clampDay(day: string, { start, end }: DayRange): string {
  return day < start ? start : day > end ? end : day;
}

// Days each movement key moves by; "about a month" is four whole weeks so the row (weekday)
// stays the same.
const STEPS = new Map<string, number>([
  ['ArrowUp', -1],
  ['ArrowDown', 1],
  ['ArrowLeft', -7],
  ['ArrowRight', 7],
  ['PageUp', -28],
  ['PageDown', 28],
]);

/**
 * The selection after pressing `key`: a day, `null` for "nothing selected" (Escape), or
 * `undefined` when the key means nothing here and should keep its default behaviour.
 * With nothing selected yet, a movement key selects the latest day (today).
 */
export function nextSelection(key: string, selected: string | null, range: DayRange): string | null | undefined {
  if (key === 'Home') return range.start;
  if (key === 'End') return range.end;
  if (key === 'Escape') return selected === null ? undefined : null;
  const step = STEPS.get(key);
  if (step === undefined) return undefined;
  if (selected === null) return range.end;
  return clampDay(addDays(clampDay(selected, range), step), range);
}
