import { describe, expect, it } from 'vitest';
import { PROGRESS_BAR_CLASS, computeProgress, progressTone } from './bookProgress';

describe('computeProgress', () => {
  it('reads count as [total, completed] and floors the percentage', () => {
    expect(computeProgress([3, 1])).toMatchObject({ total: 3, completed: 1, percent: 33 });
    expect(computeProgress([300, 299]).percent).toBe(99);
  });

  it('is 0% for an empty or missing count', () => {
    expect(computeProgress([0, 0])).toMatchObject({ total: 0, percent: 0, tone: 'none' });
    expect(computeProgress([])).toMatchObject({ total: 0, completed: 0, percent: 0 });
  });

  it('clamps completed to the total', () => {
    expect(computeProgress([4, 9])).toMatchObject({ completed: 4, percent: 100 });
  });
});

describe('progress color', () => {
  it('is emerald at 100%, blue above 0, gray at 0 (of the floored percentage)', () => {
    expect(progressTone(100)).toBe('complete');
    expect(progressTone(1)).toBe('started');
    expect(progressTone(99)).toBe('started');
    expect(progressTone(0)).toBe('none');
    expect(computeProgress([300, 1]).tone).toBe('none'); // 0.33% floors to 0
    expect(PROGRESS_BAR_CLASS.complete).toContain('emerald');
    expect(PROGRESS_BAR_CLASS.started).toContain('blue');
    expect(PROGRESS_BAR_CLASS.none).toContain('slate');
  });
});
