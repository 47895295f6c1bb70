// Streaks as pure functions of "activity days": the learner's local calendar days (YYYY-MM-DD in
// their zone) on which they did something that counts. Today that is solving a problem; reviews
// (flashcards) will add their days to the same set (activity-days.ts), with no change here.
//
// - current: the run of consecutive activity days that ends today, or yesterday while today has
//   no activity yet (a streak is not broken before the day is over); 0 otherwise.
// - longest: the longest run ever (at least current).

const DAY_MS = 86_400_000;
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** the calendar day (YYYY-MM-DD) an instant falls on in an IANA zone */
export function dayKey(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** days since 1970-01-01 of a YYYY-MM-DD day (calendar arithmetic, no zone involved) */
function dayNumber(day: string): number {
  const match = DAY_KEY.exec(day);
  if (!match) throw new RangeError(`not a day key: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** the day (YYYY-MM-DD) `n` calendar days after `day` */
export function addDays(day: string, n: number): string {
  return new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);
}

/** whole calendar days from `from` to `to` (YYYY-MM-DD) */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export interface Streaks {
  current: number;
  longest: number;
  /** the newest activity day, or null when there is none */
  lastActiveDay: string | null;
}

/** current and longest streak of a set of activity days, seen on `today` (both in one zone) */
export function computeStreaks(activityDays: Iterable<string>, today: string): Streaks {
  const todayNumber = dayNumber(today);
  // days after today (a zone change can leave some) do not count yet
  const days = [...new Set([...activityDays].map(dayNumber))].filter((d) => d <= todayNumber).sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < days.length; i += 1) {
    run = i > 0 && days[i] === days[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = days.at(-1);
  const current = last !== undefined && last >= todayNumber - 1 ? run : 0;
  const lastActiveDay = last === undefined ? null : new Date(last * DAY_MS).toISOString().slice(0, 10);
  return { current, longest, lastActiveDay };
}
