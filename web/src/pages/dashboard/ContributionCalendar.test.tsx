// The contribution graph read by keyboard alone: the focused grid takes arrow, page, Home,
// End and Escape keys, outlines the selected day's block and reads it out in the live line.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n/i18n';
import '../../i18n/namespaces/dashboard';
import { ContributionCalendar } from './ContributionCalendar';

// 365 days ending Monday Nov 2, 2026: 3 completions on the last day, 1 on the Sunday before.
const graph = {
  timeZone: 'UTC',
  startDate: '2025-11-03',
  endDate: '2026-11-02',
  totalCompletions: 6,
  totalActiveDays: 3,
  maxStreak: 2,
  currentStreak: 1,
  activityData: [
    { date: '2025-11-04', count: 2, level: 2 },
    { date: '2026-10-25', count: 1, level: 1 },
    { date: '2026-11-02', count: 3, level: 2 },
  ],
};
const SUMMARY = 'Activity from November 3, 2025 to November 2, 2026: 6 completions on 3 active days';

// jsdom has no media queries, CSS.supports or SVG layout; the library reads the colour scheme
// and reduced motion, checks the theme's colours (all plain hex here) and measures the
// weekday labels.
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  if (typeof CSS === 'undefined' || typeof CSS.supports !== 'function') {
    vi.stubGlobal('CSS', { supports: (_property: string, value: string) => /^#[0-9a-f]{6}$/i.test(value) });
  }
  const svg = SVGElement.prototype as SVGElement & { getBBox?: () => DOMRect };
  svg.getBBox ??= () => new DOMRect(0, 0, 24, 12);
});
beforeEach(() => i18n.changeLanguage('en'));
afterEach(cleanup);

function renderGraph() {
  render(<ContributionCalendar graph={graph} />);
  const grid = screen.getByRole('application', { name: SUMMARY, description: /^Use the arrow keys to read each day/ });
  act(() => grid.focus());
  return grid;
}

const announced = () => screen.getByTestId('activity-selected-day').textContent;
const selectedDays = () =>
  [...document.querySelectorAll('rect[data-selected="true"]')].map((rect) => rect.getAttribute('data-date'));
/** presses a key on the grid; true when the app took it (its default was prevented) */
const press = (grid: HTMLElement, key: string, modifiers: Partial<KeyboardEventInit> = {}) =>
  !fireEvent.keyDown(grid, { key, ...modifiers });

describe('ContributionCalendar by keyboard', () => {
  it('is one focusable widget named by the summary, with the drawing hidden from screen readers', () => {
    const grid = renderGraph();
    expect(grid.tabIndex).toBe(0);
    expect(document.activeElement).toBe(grid);
    expect(grid.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelectorAll('rect[data-date]')).toHaveLength(365);
    expect(announced()).toBe('');
    expect(selectedDays()).toEqual([]);
  });

  it('shows the keys on keyboard focus with nothing selected, not on a tap or click', () => {
    render(<ContributionCalendar graph={graph} />);
    const grid = screen.getByRole('application', { name: SUMMARY });
    const hint = () => screen.queryByText('Arrow keys read each day · Esc clears');
    // jsdom has no focus heuristics: :focus-visible never matches, as after a pointer press
    act(() => grid.focus());
    expect(hint()).toBeNull();
    act(() => grid.blur());
    // what a browser reports when focus came from the keyboard
    const matches = grid.matches.bind(grid);
    Object.defineProperty(grid, 'matches', {
      value: (selector: string) => selector === ':focus-visible' || matches(selector),
    });
    act(() => grid.focus());
    expect(hint()).toBeTruthy();
    press(grid, 'End');
    expect(hint()).toBeNull();
    press(grid, 'Escape');
    expect(hint()).toBeTruthy();
    act(() => grid.blur());
    expect(hint()).toBeNull();
  });

  it('selects today first, then moves by week, day and four weeks, and reads each day', () => {
    const grid = renderGraph();
    expect(press(grid, 'ArrowLeft')).toBe(true);
    expect(announced()).toBe('3 problems on November 2, 2026');
    expect(selectedDays()).toEqual(['2026-11-02']);
    const block = document.querySelector<SVGRectElement>('rect[data-selected="true"]')!;
    expect(block.style.strokeWidth).toBe('2');
    expect(block.style.stroke).not.toBe('');

    press(grid, 'ArrowLeft'); // a week back: same weekday (row), previous column
    expect(announced()).toBe('No problems on October 26, 2026');
    press(grid, 'ArrowUp'); // a day back
    expect(announced()).toBe('1 problem on October 25, 2026');
    expect(selectedDays()).toEqual(['2026-10-25']);
    press(grid, 'ArrowDown');
    press(grid, 'ArrowRight');
    expect(selectedDays()).toEqual(['2026-11-02']);
    press(grid, 'PageUp');
    expect(announced()).toBe('No problems on October 5, 2026');
    press(grid, 'PageDown');
    expect(selectedDays()).toEqual(['2026-11-02']);
  });

  it('jumps to the ends with Home and End and stays inside the range', () => {
    const grid = renderGraph();
    press(grid, 'Home');
    expect(announced()).toBe('No problems on November 3, 2025');
    press(grid, 'ArrowUp');
    press(grid, 'ArrowLeft');
    press(grid, 'PageUp');
    expect(selectedDays()).toEqual(['2025-11-03']);
    press(grid, 'ArrowDown');
    expect(announced()).toBe('2 problems on November 4, 2025');
    press(grid, 'End');
    press(grid, 'ArrowDown');
    press(grid, 'ArrowRight');
    press(grid, 'PageDown');
    expect(selectedDays()).toEqual(['2026-11-02']);
    expect(announced()).toBe('3 problems on November 2, 2026');
  });

  it('clears with Escape and leaves other keys to the browser', () => {
    const grid = renderGraph();
    expect(press(grid, 'Escape')).toBe(false); // nothing to clear: Escape is not swallowed
    press(grid, 'End');
    expect(press(grid, 'Tab')).toBe(false);
    expect(press(grid, 'ArrowLeft', { altKey: true })).toBe(false); // the browser's "back"
    expect(selectedDays()).toEqual(['2026-11-02']);
    expect(press(grid, 'Escape')).toBe(true);
    expect(announced()).toBe('');
    expect(selectedDays()).toEqual([]);
  });

  it('keeps the mouse tooltips on the blocks it outlines', async () => {
    const grid = renderGraph();
    press(grid, 'End');
    const today = () => document.querySelector('rect[data-date="2026-11-02"]')!;
    // The tooltips load lazily; hovering opens one once they are there.
    const tooltip = await waitFor(() => {
      fireEvent.mouseMove(today());
      return screen.getByRole('tooltip');
    });
    expect(tooltip.textContent).toBe('3 problems on November 2, 2026');
    expect(today().getAttribute('data-selected')).toBe('true');
  });

  it('names a year with one completion in the singular', () => {
    const one = { ...graph, totalCompletions: 1, totalActiveDays: 1, activityData: [graph.activityData[1]!] };
    render(<ContributionCalendar graph={one} />);
    expect(
      screen.getByRole('application', {
        name: 'Activity from November 3, 2025 to November 2, 2026: 1 completion on 1 active day',
      }),
    ).toBeTruthy();
  });

  it('reads the day in Chinese', async () => {
    await i18n.changeLanguage('zhCN');
    render(<ContributionCalendar graph={graph} />);
    const grid = screen.getByRole('application', {
      name: '2025年11月3日 至 2026年11月2日 的学习记录：3 个活跃日共完成 6 次',
      description: /^用方向键逐日查看/,
    });
    act(() => grid.focus());
    press(grid, 'ArrowRight');
    expect(announced()).toBe('2026年11月2日 完成 3 道题');
  });
});
