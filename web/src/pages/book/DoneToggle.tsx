// The done toggle at the end of a problem row: a check in a circle, filled once done. Its
// label says what a click does ("Mark as done" / "Mark as not done"; read / unread for
// Knowledge problems); a tooltip repeats it for sighted mouse and keyboard users. What a click
// does (a visitor goes to sign in first) is the list's (useDoneToggles).
import { CircleCheck } from 'lucide-react';

export function DoneToggle({
  label,
  done,
  disabled,
  onClick,
}: {
  label: string;
  done: boolean;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      data-done={done}
      disabled={disabled}
      onClick={onClick}
      className="group/toggle relative z-10 -my-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 disabled:cursor-wait dark:hover:bg-emerald-500/10"
    >
      <CircleCheck
        aria-hidden="true"
        className={
          done
            ? 'size-6 fill-emerald-500 text-white dark:fill-emerald-500 dark:text-slate-900'
            : 'size-6 text-slate-300 transition-colors group-hover/toggle:text-emerald-500 dark:text-slate-600 dark:group-hover/toggle:text-emerald-400'
        }
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-full mr-1.5 -translate-y-1/2 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-lg transition-opacity group-hover/toggle:opacity-100 group-focus-visible/toggle:opacity-100 dark:bg-slate-700"
      >
        {label}
      </span>
    </button>
  );
}
