// Keyboard reading of the contribution graph: while its scroll container has focus, keys move
// a selected day (see daySelection.ts), and the selected block is scrolled into view. The
// library owns that container, so the handlers go on a wrapper and catch its bubbling events.
import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect, useState } from 'react';
import { type DayRange, clampDay, nextSelection } from './daySelection';

export const SCROLLER_CLASS = 'react-activity-calendar__scroll-container';

// Room kept between the selected block and the scroller's edge, so its outline shows too.
const EDGE_PX = 8;

export function useDaySelection(wrapperRef: RefObject<HTMLElement | null>, range: DayRange) {
  const [picked, setPicked] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  // Fresh data may have moved the range (a new day began): stay inside it.
  const selected = picked === null ? null : clampDay(picked, range);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Modified keys belong to the browser (Alt+Left is "back") and to assistive technology.
    if (!isScroller(event.target) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = nextSelection(event.key, selected, range);
    if (next === undefined) return;
    event.preventDefault(); // the keys would otherwise scroll the grid or the page
    setPicked(next);
  };
  // Only keyboard focus shows the key hint: a tap that scrolls the grid on a phone also
  // focuses it, and should not make the card grow.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isScroller(event.target)) setFocused(focusVisible(event.target));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (isScroller(event.target)) setFocused(false);
  };

  useEffect(() => {
    if (selected) revealDay(wrapperRef.current, selected);
  }, [wrapperRef, selected]);

  return { selected, focused, handlers: { onKeyDown, onFocus, onBlur } };
}

function isScroller(target: EventTarget): target is HTMLElement {
  return target instanceof HTMLElement && target.classList.contains(SCROLLER_CLASS);
}

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: show the hint to everyone
  }
}

/**
 * Scrolls the grid sideways, only as far as needed, until the day's block is in view. On the
 * left, room is also kept for the weekday labels (drawn in the grid's left margin), so they
 * come back into view with the first weeks.
 */
function revealDay(wrapper: HTMLElement | null, day: string): void {
  const scroller = wrapper?.querySelector<HTMLElement>(`.${SCROLLER_CLASS}`);
  const block = scroller?.querySelector(`rect[data-date="${day}"]`);
  if (!scroller || !block) return;
  const grid = scroller.querySelector('svg');
  const labels = grid ? parseFloat(getComputedStyle(grid).marginLeft) || 0 : 0;
  const view = scroller.getBoundingClientRect();
  const box = block.getBoundingClientRect();
  const left = view.left + labels + EDGE_PX;
  const right = view.right - EDGE_PX;
  if (box.left < left) scroller.scrollLeft -= left - box.left;
  else if (box.right > right) scroller.scrollLeft += box.right - right;
}
