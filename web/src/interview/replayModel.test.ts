import { describe, expect, it } from 'vitest';
import { BREAK_MS, IDLE_MS, buildTimeline, changesOf, lanesOf, updateIndexAt } from './replayModel';
import { colorOf } from './roomModel';

const T = Date.parse('2026-11-28T10:00:00Z');

describe('buildTimeline', () => {
  it('keeps real time when idle is not skipped', () => {
    const line = buildTimeline([T, T + 5_000, T + 65_000], false);
    expect(line.duration).toBe(65_000);
    expect(line.breaks).toEqual([]);
    expect(line.toPlay(T + 30_000)).toBe(30_000);
    expect(line.toReal(30_000)).toBe(T + 30_000);
  });

  it('collapses a stretch longer than the idle limit to a break, both ways', () => {
    const line = buildTimeline([T + 65_000, T, T + 5_000], true);
    expect(line.duration).toBe(5_000 + BREAK_MS);
    expect(line.breaks).toEqual([{ at: 5_000, skippedMs: 60_000 }]);
    expect(line.toPlay(T + 65_000)).toBe(5_000 + BREAK_MS);
    expect(line.toReal(5_000 + BREAK_MS)).toBe(T + 65_000);
    // inside the break: somewhere between its ends
    const mid = line.toReal(5_000 + BREAK_MS / 2);
    expect(mid).toBeGreaterThan(T + 5_000);
    expect(mid).toBeLessThan(T + 65_000);
    expect(line.toPlay(T + IDLE_MS / 2)).toBeLessThanOrEqual(5_000 + BREAK_MS);
  });
});

describe('lanesOf', () => {
  it('gives two people whose ids hash to one colour two colours', () => {
    // find a second id with the first one's colour
    const first = 'u1';
    const second = Array.from({ length: 200 }, (_, i) => `guest:${i}`).find((id) => colorOf(id) === colorOf(first))!;
    const updates = [
      { at: new Date(T).toISOString(), authorId: first, authorName: 'Ada' },
      { at: new Date(T + 1_000).toISOString(), authorId: second, authorName: 'Grace' },
    ];
    const lanes = lanesOf(updates, buildTimeline([T, T + 1_000], true));
    expect(lanes[0]!.color).toBe(colorOf(first));
    expect(lanes[1]!.color).not.toBe(lanes[0]!.color);
  });

  it('gives each author a lane in their cursor colour, joining close changes into blocks', () => {
    const updates = [
      { at: new Date(T).toISOString(), authorId: null },
      { at: new Date(T + 1_000).toISOString(), authorId: 'u1', authorName: 'Ada' },
      { at: new Date(T + 2_000).toISOString(), authorId: 'u1', authorName: 'Ada' },
      { at: new Date(T + 3_000).toISOString(), authorId: 'guest:g', authorName: 'Grace' },
      { at: new Date(T + 10_000).toISOString(), authorId: 'u1', authorName: 'Ada' },
    ];
    const line = buildTimeline(
      updates.map((u) => Date.parse(u.at)),
      true,
    );
    const lanes = lanesOf(updates, line);
    expect(lanes.map((l) => [l.name, l.color])).toEqual([
      ['Ada', colorOf('u1')],
      ['Grace', colorOf('guest:g')],
    ]);
    expect(lanes[0]!.blocks).toEqual([
      { from: 1_000, to: 2_000 },
      { from: 10_000, to: 10_000 },
    ]);
  });
});

describe('updateIndexAt', () => {
  it('finds the last update at or before a moment', () => {
    expect(updateIndexAt([10, 20, 30], 5)).toBe(-1);
    expect(updateIndexAt([10, 20, 30], 20)).toBe(1);
    expect(updateIndexAt([10, 20, 30], 99)).toBe(2);
  });
});

describe('changesOf', () => {
  const same = (a: string, b: string) => a === b;
  it('drops a state equal to the one before (an update that did not change the text)', () => {
    const got = changesOf(
      [
        { state: 'a', at: 1 },
        { state: 'a', at: 2 },
        { state: 'ab', at: 3 },
      ],
      same,
    );
    expect(got).toEqual({ states: ['a', 'ab'], times: [1, 3] });
  });
  it('keeps one step per millisecond, the last state of it, so stepping by time reaches every step', () => {
    const got = changesOf(
      [
        { state: 'l', at: 10 },
        { state: 'le', at: 20 },
        { state: 'let', at: 20 },
        { state: 'let ', at: 30 },
      ],
      same,
    );
    expect(got).toEqual({ states: ['l', 'let', 'let '], times: [10, 20, 30] });
    // each step's moment finds that step again
    got.times.forEach((at, i) => expect(updateIndexAt(got.times, at)).toBe(i));
  });
  it('drops a millisecond whose last state is the step before it again', () => {
    const got = changesOf(
      [
        { state: 'a', at: 1 },
        { state: 'ab', at: 2 },
        { state: 'a', at: 2 },
      ],
      same,
    );
    expect(got).toEqual({ states: ['a'], times: [1] });
  });
});
