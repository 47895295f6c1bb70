// A label shown beside an element on hover and keyboard focus (the collapsed side menu's
// icons). Fixed positioning, so a scrolling parent never clips it. The element itself
// carries the accessible name; the tooltip is a visual duplicate, hidden from AT.
import { type ReactElement, type ReactNode, cloneElement, useId, useState } from 'react';

interface Position {
  top: number;
  left: number;
}

export function Tooltip({
  label,
  enabled = true,
  children,
}: {
  label: ReactNode;
  enabled?: boolean;
  children: ReactElement<React.HTMLAttributes<HTMLElement>>;
}) {
  const id = useId();
  const [position, setPosition] = useState<Position | null>(null);
  if (!enabled) return children;

  const show = (event: React.SyntheticEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setPosition({ top: rect.top + rect.height / 2, left: rect.right + 10 });
  };
  const hide = () => setPosition(null);
  const props = children.props;

  return (
    <>
      {cloneElement(children, {
        onMouseEnter: (e: React.MouseEvent<HTMLElement>) => {
          props.onMouseEnter?.(e);
          show(e);
        },
        onMouseLeave: (e: React.MouseEvent<HTMLElement>) => {
          props.onMouseLeave?.(e);
          hide();
        },
        onFocus: (e: React.FocusEvent<HTMLElement>) => {
          props.onFocus?.(e);
          show(e);
        },
        onBlur: (e: React.FocusEvent<HTMLElement>) => {
          props.onBlur?.(e);
          hide();
        },
        onKeyDown: (e: React.KeyboardEvent<HTMLElement>) => {
          props.onKeyDown?.(e);
          if (e.key === 'Escape') hide();
        },
      })}
      {position && (
        <span
          id={id}
          aria-hidden="true"
          style={{ top: position.top, left: position.left }}
          className="pointer-events-none fixed z-50 -translate-y-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-lg dark:bg-slate-700"
        >
          {label}
        </span>
      )}
    </>
  );
}
