import { describe, expect, it } from 'vitest';
import { COLORS, STOPPED, colorOf, colorsOf, pauseTimer, remoteCursorCss, startTimer, timerElapsed } from './roomModel';

describe('the shared timer', () => {
  it('runs, pauses, resumes and keeps what was accumulated', () => {
    const running = startTimer(STOPPED, 1_000);
    expect(timerElapsed(running, 4_000)).toBe(3_000);
    expect(startTimer(running, 9_000)).toBe(running); // starting a running timer changes nothing
    const paused = pauseTimer(running, 6_000);
    expect(paused).toEqual({ elapsed: 5_000, startedAt: null });
    expect(timerElapsed(paused, 60_000)).toBe(5_000);
    expect(timerElapsed(startTimer(paused, 10_000), 12_500)).toBe(7_500);
  });
});

describe('participants', () => {
  it('gives a participant the same colour everywhere', () => {
    expect(colorOf('guest:abc')).toBe(colorOf('guest:abc'));
    expect(colorOf('a')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('labels a remote cursor with its name, whatever characters the name holds', () => {
    const css = remoteCursorCss([{ clientId: 42, name: 'Ada "}</style>\\', color: '#2563eb' }]);
    expect(css).toContain('.yRemoteSelectionHead-42::after');
    expect(css).not.toContain('"}');
    expect(css).not.toContain('</style>');
    expect(css).toContain('content: "Ada \\22 \\7d \\3c \\2f style\\3e \\5c "');
  });
});

describe('colorsOf', () => {
  it('gives people whose ids hash to one colour different colours, in the room order, stable as others join', () => {
    // find two ids that hash alike
    const first = 'interviewer-1';
    let second = 'guest:0';
    for (let i = 1; colorOf(second) !== colorOf(first); i += 1) second = `guest:${i}`;
    const two = colorsOf([first, second]);
    expect(two.get(first)).toBe(colorOf(first));
    expect(two.get(second)).not.toBe(two.get(first));
    // a third person joining changes nobody's colour
    const three = colorsOf([first, second, 'guest:late']);
    expect(three.get(first)).toBe(two.get(first));
    expect(three.get(second)).toBe(two.get(second));
    // eight people, eight colours
    const eight = colorsOf(Array.from({ length: 8 }, (_, i) => `p${i}`));
    expect(new Set(eight.values()).size).toBe(COLORS.length);
  });
});
