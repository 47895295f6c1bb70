// Calendar days as YYYY-MM-DD strings, as the server counts them (review, study plans).
const formats = new Map<string, Intl.DateTimeFormat>();

/** the YYYY-MM-DD of `at` in `timeZone` */
export function dayKey(at: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

/** YYYY-MM-DD `n` calendar days after `day` */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + n * 86_400_000).toISOString().slice(0, 10);
}

/** whole days from `from` to `to`; NaN when either is not a day */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
