// Rhythm of the landing page: a full-width band with a centered heading block.
import type { ReactNode } from 'react';

export function Section({
  id,
  eyebrow,
  title,
  subtitle,
  children,
  tinted = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`border-t border-slate-200/70 dark:border-slate-800/70 ${tinted ? 'bg-white/60 dark:bg-slate-900/30' : ''}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">
              {eyebrow}
            </p>
          )}
          <h2
            id={`${id}-title`}
            className="mt-2 text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white"
          >
            {title}
          </h2>
          {subtitle && (
            <p className="mt-4 text-base text-pretty text-slate-600 sm:text-lg dark:text-slate-300">{subtitle}</p>
          )}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
