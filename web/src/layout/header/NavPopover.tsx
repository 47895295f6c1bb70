// A header menu in the disclosure pattern (a button that shows a panel of links), which is
// what site navigation should use rather than ARIA menus. Opens on click, Enter or Space;
// with `hover`, also on pointer hover, closing `closeDelayMs` after the pointer leaves.
// Escape closes and returns focus to the button; so do a click outside, focus leaving the
// panel and a route change.
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export function NavPopover({
  label,
  hover = false,
  closeDelayMs = 0,
  panelClassName = '',
  align = 'start',
  children,
}: {
  label: ReactNode;
  hover?: boolean;
  closeDelayMs?: number;
  panelClassName?: string;
  /** `viewport`: centered under the header (the mega-menu), whatever the button's place */
  align?: 'start' | 'end' | 'viewport';
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { pathname } = useLocation();

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);

  useEffect(close, [pathname, close]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  // The header's backdrop filter makes it the containing block of `fixed` descendants, so
  // `viewport` is positioned against the full-width header.
  const alignClass =
    align === 'end'
      ? 'absolute top-full right-0'
      : align === 'viewport'
        ? 'fixed top-14 left-1/2 -translate-x-1/2'
        : 'absolute top-full left-0';

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={
        hover
          ? (event) => {
              if (event.nativeEvent instanceof PointerEvent && event.nativeEvent.pointerType === 'touch') return;
              cancelClose();
              setOpen(true);
            }
          : undefined
      }
      onMouseLeave={
        hover
          ? () => {
              cancelClose();
              closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
            }
          : undefined
      }
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          cancelClose();
          setOpen((value) => !value);
        }}
        className={`inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
          open
            ? 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-white'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
        }`}
      >
        {label}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className={`z-40 pt-2 ${alignClass}`}>
        <div
          className={`rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/5 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/30 ${panelClassName}`}
        >
          {/* Rendered only while open: closed menus add no hidden links to the page. */}
          {open && children(close)}
        </div>
      </div>
    </div>
  );
}
