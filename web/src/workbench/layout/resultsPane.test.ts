import { describe, expect, it } from 'vitest';
import { defaultLayout, findTab, openTab } from './layoutModel';
import { showResults } from './resultsPane';

describe('showResults', () => {
  it("opens the results beside the test case or the console, leaving the statement's pane as it was", () => {
    const fn = showResults(defaultLayout('JSFunction'));
    expect(findTab(fn, 'runTests')?.tabs).toContain('case');
    expect(findTab(fn, 'describe')?.activeTabId).toBe('describe');
    // a UI problem's preview stays in sight: the results go beside the console under it
    expect(findTab(showResults(defaultLayout('UICoding')), 'runTests')?.tabs).toEqual(['console', 'runTests']);
  });

  it("moves results saved in the statement's pane out of it", () => {
    const old = openTab(defaultLayout('JSFunction'), 'runTests', 'r1');
    const moved = showResults(old);
    expect(findTab(moved, 'runTests')?.id).toBe('r2');
    expect(findTab(moved, 'describe')?.tabs).not.toContain('runTests');
  });

  it('keeps results the learner put in another pane', () => {
    const elsewhere = openTab(defaultLayout('UICoding'), 'runTests', 'r2');
    expect(findTab(showResults(elsewhere), 'runTests')?.id).toBe('r2');
  });
});
