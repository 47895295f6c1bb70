// The disclosure pattern of the header's menus (a button that shows a panel of links), which
// is what site navigation should use rather than ARIA menus. Escape closes the panel and
// returns focus to the button; a click outside, focus leaving the menu and a route change
// close it.
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  // a route change closes the panel (adjusted while rendering, not in an effect after it)
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  /** for the element that holds the button and the panel */
  const rootProps = {
    ref: rootRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        close();
        buttonRef.current?.focus();
      }
    },
    onBlur: (event: FocusEvent) => {
      if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
    },
  };
  /** for the button that shows and hides the panel (its onClick is the caller's) */
  const buttonProps = { ref: buttonRef, type: 'button', 'aria-expanded': open, 'aria-controls': panelId } as const;

  return { open, setOpen, close, panelId, buttonRef, rootProps, buttonProps };
}
