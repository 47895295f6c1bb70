// Shared classes of the footer toolbar's buttons.
export const footerButton =
  'inline-flex h-8 shrink-0 items-center justify-center gap-1.5 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-800';
export const primaryButton =
  'inline-flex h-8 shrink-0 items-center justify-center gap-1.5 rounded-md px-2 text-sm sm:px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 disabled:opacity-50';
/** a button's text: shown from 640 px, under that only its accessible name (the icon shows) */
export const narrowLabel = 'sr-only sm:not-sr-only';
