// How a form input looks (normal or invalid) and the ids that tie an input to its hint and
// error (aria-describedby), shared by every form of the app.
export const inputBase =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 dark:disabled:bg-slate-800 dark:read-only:bg-slate-800/60';
const okBorder =
  'border-slate-300 focus-visible:border-indigo-500 focus-visible:outline-indigo-500/40 dark:border-slate-700';
const badBorder = 'border-red-500 focus-visible:outline-red-500/40 dark:border-red-400';

export function inputClass(invalid?: boolean, extra = ''): string {
  return `${inputBase} ${invalid ? badBorder : okBorder} ${extra}`;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** the aria-describedby of an input: its hint and its error, when shown */
export function describedBy(id: string, { error, hint }: { error?: unknown; hint?: unknown }): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
