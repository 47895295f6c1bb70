// Two panel buttons side by side, each growing from its own width; when their labels do not
// fit the panel (a long translation, a wide font) they wrap to one per line instead of being cut.
import type { ComponentPropsWithRef } from 'react';

/** Passes other props and the ref on, so it can be a Radix anchor (asChild). */
export function PanelRow({ className = '', ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={`flex flex-wrap gap-2 *:flex-auto ${className}`} />;
}
