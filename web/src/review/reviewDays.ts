// Calendar days of the review, in a time zone, as YYYY-MM-DD (what the server's queue uses).
export interface ReviewForecastDay {
  day: string;
  count: number;
}

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
