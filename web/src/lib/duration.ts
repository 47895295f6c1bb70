// Elapsed time as a clock reads, in the viewer's language: "01:05" under an hour, "1:05:05" past
// it (the interview room's shared timer, the workbench stopwatch), and the two-digit units of a
// countdown. Intl.DurationFormat's digital style where the browser has it (Chrome 129+, Safari
// 16.4+, Firefox 136+, Node 23+); elsewhere the same shape from Intl.NumberFormat, so digits
// still follow the locale.
import { type AppLocale, htmlLangOf } from '../i18n/locale';

interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

interface DurationFormatLike {
  format(duration: Partial<DurationParts>): string;
}
type DurationFormatConstructor = new (
  locale: string,
  options: { style: 'digital'; hoursDisplay: 'auto' },
) => DurationFormatLike;

function durationFormat(): DurationFormatConstructor | undefined {
  // looked up on each call: jsdom and older browsers lack it (and a test takes it away)
  return (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
}

function splitClock(ms: number): DurationParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** a whole number as two digits at least ("05"), in the locale's digits */
export function formatClockUnit(value: number, locale: AppLocale): string {
  return new Intl.NumberFormat(htmlLangOf(locale), { minimumIntegerDigits: 2, useGrouping: false }).format(value);
}

/** "01:05" under an hour, "1:05:05" past it (hours are not padded); negative time reads 00:00 */
export function formatClock(ms: number, locale: AppLocale): string {
  const parts = splitClock(ms);
  const DurationFormat = durationFormat();
  if (DurationFormat)
    return new DurationFormat(htmlLangOf(locale), { style: 'digital', hoursDisplay: 'auto' }).format(parts);
  const clock = `${formatClockUnit(parts.minutes, locale)}:${formatClockUnit(parts.seconds, locale)}`;
  if (parts.hours === 0) return clock;
  const hours = new Intl.NumberFormat(htmlLangOf(locale), { useGrouping: false }).format(parts.hours);
  return `${hours}:${clock}`;
}
