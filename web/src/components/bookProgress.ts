// A book's progress from the API's `count` ([total, completed]). The percentage is floored
// so 299/300 never reads "100%"; the bar's color follows that shown number.
export type ProgressTone = 'complete' | 'started' | 'none';

export interface BookProgress {
  total: number;
  completed: number;
  /** 0–100, floored */
  percent: number;
  tone: ProgressTone;
}

export function computeProgress(count: readonly number[]): BookProgress {
  const total = Math.max(0, count[0] ?? 0);
  const completed = Math.min(total, Math.max(0, count[1] ?? 0));
  const percent = total > 0 ? Math.floor((completed * 100) / total) : 0;
  return { total, completed, percent, tone: progressTone(percent) };
}

export function progressTone(percent: number): ProgressTone {
  if (percent >= 100) return 'complete';
  if (percent > 0) return 'started';
  return 'none';
}

/** 100% emerald, above 0 blue, 0 gray. */
export const PROGRESS_BAR_CLASS: Record<ProgressTone, string> = {
  complete: 'bg-emerald-500',
  started: 'bg-blue-500',
  none: 'bg-slate-400 dark:bg-slate-500',
};
