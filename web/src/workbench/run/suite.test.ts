// Test names of a visible suite.
import { describe, expect, it } from 'vitest';
import { suiteNames } from './suite';

describe('suiteNames', () => {
  it('joins describe blocks and titles with ›', () => {
    const code = `describe('debounce', () => {
  test('waits', () => { expect(1).toBe(1); });
  describe("cancel", () => {
    it('stops a pending call', () => {});
  });
});
test('top level', () => {});`;
    expect(suiteNames(code)).toEqual(['debounce › waits', 'debounce › cancel › stops a pending call', 'top level']);
  });
});
