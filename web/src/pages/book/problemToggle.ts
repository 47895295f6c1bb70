// The done toggle of a problem row (spec §4): RESOLVED becomes UNRESOLVED, anything else
// RESOLVED. Knowledge questions are read rather than done, so their words differ (an output quiz,
// answered rather than read, is done).
import type { ProblemCategory, ProblemKind, ProgressStatus } from '../../gql/graphql';

export function nextProblemStatus(status: ProgressStatus): ProgressStatus {
  return status === 'RESOLVED' ? 'UNRESOLVED' : 'RESOLVED';
}

const isRead = (category: ProblemCategory, kind: ProblemKind | null) => category === 'Knowledge' && !kind;

/** The button's label: what a click does. */
export function toggleLabelKey(category: ProblemCategory, status: ProgressStatus, kind: ProblemKind | null = null) {
  const done = status === 'RESOLVED';
  if (isRead(category, kind)) return done ? ('toggle.markUnread' as const) : ('toggle.markRead' as const);
  return done ? ('toggle.markNotDone' as const) : ('toggle.markDone' as const);
}

/** The success toast after the problem moved to `next`. */
export function toggleToastKey(category: ProblemCategory, next: ProgressStatus, kind: ProblemKind | null = null) {
  const done = next === 'RESOLVED';
  if (isRead(category, kind)) return done ? ('toast.read' as const) : ('toast.unread' as const);
  return done ? ('toast.done' as const) : ('toast.undone' as const);
}

/** The book's count ([total, completed]) once one problem went from `from` to `to`. */
export function countAfterToggle(count: readonly number[], from: ProgressStatus, to: ProgressStatus): number[] {
  const [total = 0, completed = 0] = count;
  const delta = (to === 'RESOLVED' ? 1 : 0) - (from === 'RESOLVED' ? 1 : 0);
  return [total, Math.min(total, Math.max(0, completed + delta))];
}
