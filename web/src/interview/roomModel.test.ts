import { describe, expect, it } from 'vitest';
import { STOPPED, colorOf, pauseTimer, remoteCursorCss, startTimer, timerElapsed } from './roomModel';

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
