import { describe, expect, it } from 'vitest';
import { moveSelection } from './selection';

describe('moveSelection', () => {
  it('moves down and up with wraparound', () => {
    expect(moveSelection(0, 1, 3)).toBe(1);
    expect(moveSelection(2, 1, 3)).toBe(0);
    expect(moveSelection(0, -1, 3)).toBe(2);
  });

  it('starts at the first or last item when nothing is selected, and stays empty without items', () => {
    expect(moveSelection(-1, 1, 4)).toBe(0);
    expect(moveSelection(-1, -1, 4)).toBe(3);
    expect(moveSelection(0, 1, 0)).toBe(-1);
  });
});
