// Clock-style durations in English and Chinese, with Intl.DurationFormat and without it (the
// fallback on Intl.NumberFormat must read the same).
import { afterEach, describe, expect, it } from 'vitest';
import { formatClock, formatClockUnit } from './duration';

const intl = Intl as unknown as { DurationFormat?: unknown };
const native = intl.DurationFormat;

afterEach(() => {
  intl.DurationFormat = native;
});

const cases: [number, string][] = [
  [0, '00:00'],
  [5_000, '00:05'],
  [65_999, '01:05'],
  [3_599_000, '59:59'],
  [3_600_000, '1:00:00'],
  [3_905_000, '1:05:05'],
  [36_000_000 + 61_000, '10:01:01'],
  [-2_000, '00:00'],
];

describe.each(['with Intl.DurationFormat', 'on the Intl.NumberFormat fallback'])('formatClock %s', (mode) => {
  const fallback = mode !== 'with Intl.DurationFormat';
  // the native row needs a runtime with Intl.DurationFormat (Node 24 has it); the fallback row runs everywhere
  it.skipIf(!fallback && typeof native !== 'function')('reads minutes and seconds, and hours past the hour', () => {
    if (fallback) delete intl.DurationFormat;
    for (const locale of ['en', 'zhCN'] as const) {
      for (const [ms, text] of cases) expect(formatClock(ms, locale), `${ms} ms in ${locale}`).toBe(text);
    }
  });
});

describe('formatClockUnit', () => {
  it('pads to two digits and leaves larger numbers whole', () => {
    expect(formatClockUnit(0, 'en')).toBe('00');
    expect(formatClockUnit(7, 'zhCN')).toBe('07');
    expect(formatClockUnit(1234, 'en')).toBe('1234');
  });
});
