import { describe, expect, it } from 'vitest';
import { countdown } from './countdown';

const LAUNCH_AT = new Date(2027, 2, 1, 9, 30, 0);

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date(LAUNCH_AT.getTime() - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(countdown(LAUNCH_AT, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('ticks down by one second', () => {
    const now = new Date(LAUNCH_AT.getTime() - 61_000);
    expect(countdown(LAUNCH_AT, now)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
    expect(countdown(LAUNCH_AT, new Date(now.getTime() + 1000))).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
  });

  it('shows zeros once the date has passed', () => {
    expect(countdown(LAUNCH_AT, LAUNCH_AT)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdown(LAUNCH_AT, new Date(2028, 0, 1))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
