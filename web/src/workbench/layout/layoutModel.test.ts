// The layout operations: defaults per category, split, close, delete, hide, maximize,
// the 5 % minimum, reset and persistence per category.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  retainFileTabs,
  type IdeLayout,
  canCloseTab,
  closeTab,
  defaultLayout,
  layoutCategory,
  deletePane,
  hidePane,
  normalizeSizes,
  openTab,
  parseLayout,
  resizeColumns,
  splitDown,
  splitRight,
  toggleMaximize,
  visibleRows,
} from './layoutModel';
import { layoutStorageKey, loadLayout, saveLayout } from './layoutStorage';

const tabsOf = (layout: IdeLayout) => layout.columns.map((c) => c.rows.map((r) => r.tabs));

describe('default layouts (spec §2)', () => {
  it('gives each category its panes and sizes', () => {
    expect(tabsOf(defaultLayout('Article'))).toEqual([[['describe', 'comments']]]);
    const knowledge = defaultLayout('Knowledge');
    expect(knowledge.columns.map((c) => c.width)).toEqual([30, 70]);
    expect(tabsOf(knowledge)).toEqual([[['describe', 'comments']], [['solutions']]]);
    const fn = defaultLayout('JSFunction');
    expect(fn.columns.map((c) => c.width)).toEqual([50, 50]);
    expect(tabsOf(fn)).toEqual([[['describe', 'solutions', 'comments', 'submit']], [['code', 'case', 'console']]]);
    expect(tabsOf(defaultLayout('UICoding'))).toEqual([
      [['describe', 'solutions', 'comments', 'savedCode']],
      [['fileManage']],
      [['browser', 'controls'], ['console']],
    ]);
  });

  it('gives an output quiz and a design problem layouts of their own', () => {
    expect(layoutCategory({ category: 'Knowledge', kind: 'OutputQuiz' })).toBe('OutputQuiz');
    expect(layoutCategory({ category: 'Article', kind: 'SystemDesign' })).toBe('SystemDesign');
    expect(layoutCategory({ category: 'Knowledge', kind: null })).toBe('Knowledge');
    expect(layoutCategory({ category: 'JSFunction', kind: 'TypeChallenge' })).toBe('JSFunction');
    const quiz = defaultLayout('OutputQuiz');
    expect(quiz.columns.map((c) => c.width)).toEqual([50, 50]);
    expect(tabsOf(quiz)).toEqual([[['describe', 'comments']], [['solutions']]]);
    expect(tabsOf(defaultLayout('SystemDesign'))).toEqual([[['describe', 'comments']], [['rubric', 'solutions']]]);
    expect(layoutStorageKey('SystemDesign')).not.toBe(layoutStorageKey('Article'));
  });
});

describe('split', () => {
  it('split right moves the active tab into a new column and halves the width', () => {
    const next = splitRight(defaultLayout('JSFunction'), 'r1');
    expect(next.columns.map((c) => c.width)).toEqual([25, 25, 50]);
    expect(tabsOf(next)).toEqual([
      [['solutions', 'comments', 'submit']],
      [['describe']],
      [['code', 'case', 'console']],
    ]);
  });

  it('split down adds a row under the pane; a one-tab pane gets an empty launcher pane', () => {
    const next = splitDown(defaultLayout('Knowledge'), 'r2');
    expect(next.columns[1]!.rows.map((r) => [r.height, r.tabs])).toEqual([
      [50, ['solutions']],
      [50, []],
    ]);
  });
});

describe('close and delete', () => {
  it('closes a tab but refuses the last tab of a pane', () => {
    const layout = defaultLayout('JSFunction');
    const closed = closeTab(closeTab(layout, 'r2', 'console'), 'r2', 'code');
    expect(closed.columns[1]!.rows[0]).toMatchObject({ tabs: ['case'], activeTabId: 'case' });
    expect(canCloseTab(closed, 'r2')).toBe(false);
    expect(closeTab(closed, 'r2', 'case')).toBe(closed);
  });

  it('deletes a pane, its column when empty, never the last pane', () => {
    const layout = deletePane(defaultLayout('JSFunction'), 'r2');
    expect(layout.columns).toHaveLength(1);
    expect(layout.columns[0]!.width).toBe(100);
    expect(deletePane(layout, 'r1')).toBe(layout);
  });
});

describe('hide and maximize', () => {
  it('hides a pane unless it is the last visible one or a pane is maximized', () => {
    const hidden = hidePane(defaultLayout('JSFunction'), 'r1');
    expect(visibleRows(hidden).map((r) => r.id)).toEqual(['r2']);
    expect(hidePane(hidden, 'r2')).toBe(hidden);
    const maximized = toggleMaximize(defaultLayout('JSFunction'), 'r2');
    expect(maximized.maximized).toBe('r2');
    expect(hidePane(maximized, 'r1')).toBe(maximized);
    expect(toggleMaximize(maximized, 'r2').maximized).toBeNull();
  });

  it('the launcher shows a hidden tab again or opens a new one', () => {
    const hidden = hidePane(defaultLayout('JSFunction'), 'r1');
    const shown = openTab(hidden, 'submit');
    expect(shown.columns[0]!.rows[0]).toMatchObject({ hidden: false, activeTabId: 'submit' });
    const added = openTab(defaultLayout('JSFunction'), 'allTests', 'r2');
    expect(added.columns[1]!.rows[0]).toMatchObject({
      tabs: ['code', 'case', 'console', 'allTests'],
      activeTabId: 'allTests',
    });
  });
});

describe('sizes', () => {
  it('keeps every pane at 5 % or more and the sum at 100', () => {
    expect(normalizeSizes([1, 99])).toEqual([5, 95]);
    expect(normalizeSizes([2, 2, 96]).every((size) => size >= 5)).toBe(true);
    expect(Math.round(normalizeSizes([2, 2, 96]).reduce((a, b) => a + b))).toBe(100);
    expect(resizeColumns(defaultLayout('JSFunction'), [0, 100]).columns.map((c) => c.width)).toEqual([5, 95]);
  });
});

describe('persistence per category', () => {
  beforeEach(() => localStorage.clear());

  it('stores each category apart and resets to the default', () => {
    const changed = splitRight(defaultLayout('JSFunction'), 'r1');
    saveLayout('JSFunction', changed);
    expect(loadLayout('JSFunction')).toEqual(changed);
    expect(loadLayout('Knowledge')).toEqual(defaultLayout('Knowledge'));
    localStorage.setItem(layoutStorageKey('Article'), '{not json');
    expect(loadLayout('Article')).toEqual(defaultLayout('Article'));
    expect(parseLayout({ columns: [] })).toBeNull();
  });
});

describe('retainFileTabs', () => {
  it("drops the tabs of files that are gone and keeps the others' order and focus", () => {
    const layout = openTab(openTab(defaultLayout('UICoding'), 'file:App.jsx', 'r2'), 'file:src/util.js', 'r2');
    const kept = retainFileTabs(layout, new Set(['src/util.js']));
    expect(kept.columns[1]!.rows[0]!.tabs).toEqual(['fileManage', 'file:src/util.js']);
    expect(kept.columns[1]!.rows[0]!.activeTabId).toBe('file:src/util.js');
    const none = retainFileTabs(kept, new Set());
    expect(none.columns[1]!.rows[0]!.tabs).toEqual(['fileManage']);
    expect(none.columns[1]!.rows[0]!.activeTabId).toBe('fileManage');
    expect(retainFileTabs(none, new Set())).toBe(none);
  });
});
