// The streak's pure parts: which local day an instant falls on (around midnight, in two zones)
// and the current and longest runs of a set of activity days, across midnight and a zone change.
import { describe, expect, it } from 'vitest';
import { computeStreaks, dayKey } from './streak-days';

describe('dayKey', () => {
  it('puts instants around midnight on the zone’s own calendar day', () => {
    const beforeUtcMidnight = new Date('2026-03-01T23:59:59Z');
    const afterUtcMidnight = new Date('2026-03-02T00:00:00Z');
    expect(dayKey(beforeUtcMidnight, 'UTC')).toBe('2026-03-01');
    expect(dayKey(afterUtcMidnight, 'UTC')).toBe('2026-03-02');
    // Shanghai is UTC+8: its midnight is 16:00 UTC the day before
    expect(dayKey(new Date('2026-03-01T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-03-01');
    expect(dayKey(new Date('2026-03-01T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-03-02');
    // Los Angeles is UTC-8 in March before the switch to summer time
    expect(dayKey(afterUtcMidnight, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(dayKey(new Date('2026-03-02T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-02');
  });

  it('follows daylight saving time (New York: UTC-5 in winter, UTC-4 in summer)', () => {
    expect(dayKey(new Date('2026-01-15T04:59:00Z'), 'America/New_York')).toBe('2026-01-14');
    expect(dayKey(new Date('2026-07-15T04:00:00Z'), 'America/New_York')).toBe('2026-07-15');
  });
});

describe('computeStreaks', () => {
  it('is zero without activity', () => {
    expect(computeStreaks([], '2026-03-02')).toEqual({ current: 0, longest: 0, lastActiveDay: null });
  });

  it('counts the run ending today, or yesterday while today is not over', () => {
    const days = ['2026-02-27', '2026-02-28', '2026-03-01'];
    expect(computeStreaks(days, '2026-03-01')).toMatchObject({ current: 3, longest: 3 });
    expect(computeStreaks(days, '2026-03-02')).toMatchObject({ current: 3, longest: 3, lastActiveDay: '2026-03-01' });
    expect(computeStreaks(days, '2026-03-03')).toMatchObject({ current: 0, longest: 3 });
  });

  it('keeps the longest run apart from the current one, across a month end and a leap day', () => {
    const days = ['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-05', '2024-03-06'];
    expect(computeStreaks(days, '2024-03-06')).toEqual({ current: 2, longest: 4, lastActiveDay: '2024-03-06' });
  });

  it('counts a day once however many activities it has, and ignores days after today', () => {
    expect(computeStreaks(['2026-03-01', '2026-03-01', '2026-03-02', '2026-03-04'], '2026-03-02')).toEqual({
      current: 2,
      longest: 2,
      lastActiveDay: '2026-03-02',
    });
  });

  it('across midnight: solves at 23:50 and 00:10 local make two days of a streak', () => {
    const zone = 'Asia/Shanghai';
    const solves = [new Date('2026-03-01T15:50:00Z'), new Date('2026-03-01T16:10:00Z')]; // 23:50, 00:10
    const days = solves.map((at) => dayKey(at, zone));
    expect(days).toEqual(['2026-03-01', '2026-03-02']);
    expect(computeStreaks(days, dayKey(new Date('2026-03-02T03:00:00Z'), zone)).current).toBe(2);
    // the same instants are one UTC day: a streak of one there
    expect(
      computeStreaks(
        solves.map((at) => dayKey(at, 'UTC')),
        '2026-03-01',
      ).current,
    ).toBe(1);
  });

  it('a zone change re-reads the same instants in the new zone', () => {
    // solves at 02:00 UTC on three days: in UTC three days in a row; in Los Angeles (UTC-8) each
    // falls on the evening before, still a run of three, but 'today' moves with the zone
    const solves = ['2026-03-01', '2026-03-02', '2026-03-03'].map((d) => new Date(`${d}T02:00:00Z`));
    const now = new Date('2026-03-04T06:00:00Z');
    const inUtc = computeStreaks(
      solves.map((at) => dayKey(at, 'UTC')),
      dayKey(now, 'UTC'),
    );
    expect(inUtc).toEqual({ current: 3, longest: 3, lastActiveDay: '2026-03-03' });
    const la = 'America/Los_Angeles';
    const inLa = computeStreaks(
      solves.map((at) => dayKey(at, la)),
      dayKey(now, la),
    );
    expect(inLa).toEqual({ current: 3, longest: 3, lastActiveDay: '2026-03-02' });
    // a day later in LA, the last solve (LA's 2026-03-02) is two days back: the streak is over
    expect(
      computeStreaks(
        solves.map((at) => dayKey(at, la)),
        dayKey(new Date('2026-03-05T06:00:00Z'), la),
      ),
    ).toEqual({
      current: 0,
      longest: 3,
      lastActiveDay: '2026-03-02',
    });
  });
});
