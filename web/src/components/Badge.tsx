// A small colored pill (book badges, tags).
import type { ReactNode } from 'react';
import { badgeStyle } from './badgeTone';

export function Badge({ color, children }: { color?: string | null; children: ReactNode }) {
  const { className, style } = badgeStyle(color);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${className}`}
      style={style}
    >
      {children}
    </span>
  );
}
