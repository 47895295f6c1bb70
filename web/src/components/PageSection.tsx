// A titled section of an informational page (community pages, the guide): its h2 names the
// section, and an optional line introduces it.
import type { ReactNode } from 'react';

export function PageSection({
  id,
  title,
  intro,
  className,
  children,
}: {
  /** the heading's id, which names the section (and anything else labelled by it) */
  id: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      {intro && <p className="mt-1 text-slate-600 dark:text-slate-400">{intro}</p>}
      {children}
    </section>
  );
}
