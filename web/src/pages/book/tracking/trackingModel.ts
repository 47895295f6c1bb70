// What the viewer can do with a book in each tracking status (spec §4), and how each action
// reaches the server. Archiving, stopping, resetting and re-learning ask first; the two that
// delete answer records (reset, re-learn) are marked dangerous.
import type { BookStatus } from '../../../gql/graphql';

export type TrackingAction = 'subscribe' | 'archive' | 'unsubscribe' | 'reset' | 'restore' | 'relearn';

/** each status's actions, the primary one first (a status always offers one) */
export const ACTIONS_BY_STATUS: Record<BookStatus, readonly [TrackingAction, ...TrackingAction[]]> = {
  unsubscribed: ['subscribe'],
  subscribed: ['archive', 'unsubscribe', 'reset'],
  archived: ['restore', 'relearn', 'unsubscribe'],
};

interface ActionSpec {
  /** updateBookSubscription's target, or null for resetBookProgress */
  target: BookStatus | null;
  resetProgress?: boolean;
  confirm: 'none' | 'default' | 'danger';
  success: `toast.${string}`;
  error: `toast.${string}`;
}

export const ACTION_SPECS = {
  subscribe: { target: 'subscribed', confirm: 'none', success: 'toast.subscribed', error: 'toast.subscribeError' },
  archive: { target: 'archived', confirm: 'default', success: 'toast.archived', error: 'toast.archiveError' },
  unsubscribe: {
    target: 'unsubscribed',
    confirm: 'default',
    success: 'toast.unsubscribed',
    error: 'toast.unsubscribeError',
  },
  reset: { target: null, confirm: 'danger', success: 'toast.reset', error: 'toast.resetError' },
  restore: { target: 'subscribed', confirm: 'none', success: 'toast.restored', error: 'toast.restoreError' },
  relearn: {
    target: 'subscribed',
    resetProgress: true,
    confirm: 'danger',
    success: 'toast.relearned',
    error: 'toast.relearnError',
  },
} as const satisfies Record<TrackingAction, ActionSpec>;

/** The confirmation texts of the actions that ask first. */
export const CONFIRM_TEXTS = {
  archive: { title: 'tracking.confirm.archiveTitle', body: 'tracking.confirm.archiveBody' },
  unsubscribe: { title: 'tracking.confirm.unsubscribeTitle', body: 'tracking.confirm.unsubscribeBody' },
  reset: { title: 'tracking.confirm.resetTitle', body: 'tracking.confirm.resetBody' },
  relearn: { title: 'tracking.confirm.relearnTitle', body: 'tracking.confirm.relearnBody' },
} as const;

export type ConfirmedAction = keyof typeof CONFIRM_TEXTS;

export function needsConfirmation(action: TrackingAction): action is ConfirmedAction {
  return ACTION_SPECS[action].confirm !== 'none';
}

/** The button label of each action. */
export const ACTION_LABELS = {
  subscribe: 'tracking.start',
  archive: 'tracking.archive',
  unsubscribe: 'tracking.unsubscribe',
  reset: 'tracking.reset',
  restore: 'tracking.restore',
  relearn: 'tracking.relearn',
} as const satisfies Record<TrackingAction, `tracking.${string}`>;
