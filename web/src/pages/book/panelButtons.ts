// Button looks of the progress panel: the shared primary/secondary looks with tighter padding
// (two buttons share a row of the panel; overriding px-4 with px-3 on the shared classes would
// not work, as Tailwind orders utilities by value, not by class order). Widths come from where
// they sit: full width alone, or sharing a wrapping row (PanelRow).
const base =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const panelPrimary = `${base} bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-600`;

export const panelSecondary = `${base} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;

export const panelDanger = `${base} text-red-600 hover:bg-red-50 focus-visible:outline-red-500 dark:text-red-400 dark:hover:bg-red-500/10`;
