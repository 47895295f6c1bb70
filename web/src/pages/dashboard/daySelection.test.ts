// The graph's keyboard moves as pure date arithmetic: steps across month and year ends, leap
// days, clamping at the range's ends, and the keys that must keep their default behaviour.
import { describe, expect, it, vi } from 'vitest';
import { addDays, clampDay, nextSelection } from './daySelection';

// 365 days ending Nov 2, 2026 (a Monday), as the server sends them.
const YEAR = { start: '2025-11-03', end: '2026-11-02' };

describe('addDays', () => {
  it('crosses month and year ends both ways', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-29', 7)).toBe('2026-01-05');
    expect(addDays('2026-01-02', -7)).toBe('2025-12-26');
    expect(addDays('2026-04-30', 28)).toBe('2026-05-28');
  });

  it('knows leap years: Feb 29 in 2024 and 2000, not in 2026 or 2100', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-02-22', 7)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 7)).toBe('2024-03-07');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2024-02-01', 28)).toBe('2024-02-29');
    expect(addDays('2023-02-01', 28)).toBe('2023-03-01');
  });

  it("is not moved by the viewer's time zone or its DST changes", () => {
    // Node applies a changed TZ at once; local-time arithmetic would go wrong in these zones.
    try {
      for (const zone of ['Europe/Berlin', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        vi.stubEnv('TZ', zone);
        expect(addDays('2026-03-28', 1), zone).toBe('2026-03-29');
        expect(addDays('2026-03-29', 1), zone).toBe('2026-03-30');
        expect(addDays('2026-03-08', 7), zone).toBe('2026-03-15');
        expect(addDays('2026-11-01', 1), zone).toBe('2026-11-02');
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('clampDay', () => {
  it('keeps days inside the range and moves outside ones to the nearest end', () => {
    expect(clampDay('2026-06-15', YEAR)).toBe('2026-06-15');
    expect(clampDay('2025-11-03', YEAR)).toBe('2025-11-03');
    expect(clampDay('2025-10-01', YEAR)).toBe('2025-11-03');
    expect(clampDay('2026-11-03', YEAR)).toBe('2026-11-02');
  });
});

describe('nextSelection', () => {
  it('selects the latest day on the first movement key', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown']) {
      expect(nextSelection(key, null, YEAR), key).toBe('2026-11-02');
    }
  });

  it('moves a week sideways (columns), a day vertically (rows), four weeks by page', () => {
    const day = '2026-06-15';
    expect(nextSelection('ArrowLeft', day, YEAR)).toBe('2026-06-08');
    expect(nextSelection('ArrowRight', day, YEAR)).toBe('2026-06-22');
    expect(nextSelection('ArrowUp', day, YEAR)).toBe('2026-06-14');
    expect(nextSelection('ArrowDown', day, YEAR)).toBe('2026-06-16');
    expect(nextSelection('PageUp', day, YEAR)).toBe('2026-05-18');
    expect(nextSelection('PageDown', day, YEAR)).toBe('2026-07-13');
  });

  it('jumps to the first and last day with Home and End, selected or not', () => {
    expect(nextSelection('Home', null, YEAR)).toBe('2025-11-03');
    expect(nextSelection('Home', '2026-06-15', YEAR)).toBe('2025-11-03');
    expect(nextSelection('End', null, YEAR)).toBe('2026-11-02');
    expect(nextSelection('End', '2026-06-15', YEAR)).toBe('2026-11-02');
  });

  it('clamps at both ends instead of leaving the range', () => {
    expect(nextSelection('ArrowDown', '2026-11-02', YEAR)).toBe('2026-11-02');
    expect(nextSelection('ArrowRight', '2026-10-30', YEAR)).toBe('2026-11-02');
    expect(nextSelection('PageDown', '2026-10-20', YEAR)).toBe('2026-11-02');
    expect(nextSelection('ArrowUp', '2025-11-03', YEAR)).toBe('2025-11-03');
    expect(nextSelection('ArrowLeft', '2025-11-05', YEAR)).toBe('2025-11-03');
    expect(nextSelection('PageUp', '2025-11-20', YEAR)).toBe('2025-11-03');
  });

  it('moves from a stale selection that the range has since left behind', () => {
    // The day rolled over: yesterday's start is now outside the range.
    expect(nextSelection('ArrowDown', '2025-11-02', YEAR)).toBe('2025-11-04');
  });

  it('walks through a leap day', () => {
    const leap = { start: '2023-03-01', end: '2024-02-29' };
    expect(nextSelection('ArrowRight', null, leap)).toBe('2024-02-29');
    expect(nextSelection('ArrowDown', '2024-02-28', leap)).toBe('2024-02-29');
    expect(nextSelection('ArrowDown', '2024-02-29', leap)).toBe('2024-02-29');
    expect(nextSelection('ArrowLeft', '2024-03-07', { start: '2023-03-08', end: '2024-03-07' })).toBe('2024-02-29');
  });

  it('clears with Escape, and leaves Escape and other keys alone when there is nothing to do', () => {
    expect(nextSelection('Escape', '2026-06-15', YEAR)).toBeNull();
    expect(nextSelection('Escape', null, YEAR)).toBeUndefined();
    for (const key of ['Tab', 'Enter', ' ', 'a', 'constructor']) {
      expect(nextSelection(key, '2026-06-15', YEAR), key).toBeUndefined();
    }
  });
});
