// The top of an informational page: eyebrow, title and an introduction.
import type { ReactNode } from 'react';

export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  center = false,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  center?: boolean;
}) {
  return (
    <header className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">{eyebrow}</p>
      )}
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      {intro && (
        <p className="mt-4 text-base leading-relaxed text-pretty text-slate-600 sm:text-lg dark:text-slate-300">
          {intro}
        </p>
      )}
      {children}
    </header>
  );
}
