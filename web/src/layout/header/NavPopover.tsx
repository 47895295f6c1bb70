// A header menu in the disclosure pattern (see useDisclosure). Opens on click, Enter or
// Space; with `hover`, also on pointer hover, closing `closeDelayMs` after the pointer leaves.
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useDisclosure } from './useDisclosure';

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
  const { open, setOpen, close, panelId, rootProps, buttonProps } = useDisclosure();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  // Closed by any means, a pending hover close has nothing left to do.
  useEffect(() => {
    if (!open) clearTimeout(closeTimer.current);
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

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
      {...rootProps}
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
    >
      <button
        {...buttonProps}
        onClick={() => {
          cancelClose();
          setOpen((value) => !value);
        }}
        className={`inline-flex h-9 items-center gap-1 rounded-lg px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
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
