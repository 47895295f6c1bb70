// The tracking buttons of the progress panel, by status: start to learn; archive, stop
// tracking, reset progress; restore, re-learn, stop tracking. Anonymous visitors are sent to
// sign in, and their "Start to learn" is finished when they come back signed in; the
// destructive and list-changing moves ask first (ConfirmDialog).
import {
  Archive,
  ArchiveRestore,
  BookmarkX,
  LoaderCircle,
  type LucideIcon,
  Play,
  RefreshCcw,
  RotateCcw,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import type { BookStatus } from '../../../gql/graphql';
import '../../../i18n/namespaces/bookActions';
import { useSession } from '../../../auth/useSession';
import { panelDanger, panelPrimary, panelSecondary } from '../panelButtons';
import { PanelRow } from '../PanelRow';
import {
  ACTION_LABELS,
  ACTION_SPECS,
  ACTIONS_BY_STATUS,
  CONFIRM_TEXTS,
  type ConfirmedAction,
  type TrackingAction,
  needsConfirmation,
} from './trackingModel';
import { useBookTracking } from './useBookTracking';
import { useFinishSignInIntent } from '../../../auth/signInIntent';
import { useSignInRedirect } from '../../../auth/useSignInRedirect';

const ICONS: Record<TrackingAction, LucideIcon> = {
  subscribe: Play,
  archive: Archive,
  unsubscribe: BookmarkX,
  reset: RotateCcw,
  restore: ArchiveRestore,
  relearn: RefreshCcw,
};

/** How each action's button looks in each status: the first is the main one. */
function buttonClass(status: BookStatus, action: TrackingAction): string {
  if (action === 'reset') return `${panelDanger} w-full`;
  if (ACTIONS_BY_STATUS[status][0] === action && status !== 'subscribed') return `${panelPrimary} w-full`;
  return panelSecondary;
}

export interface TrackedBook {
  id: string;
  link: string;
  title: string;
  status: BookStatus;
  count: readonly number[];
}

/** The sign-in intent of an anonymous "Start to learn" (../../../auth/signInIntent). */
export const START_INTENT = 'startBook';

export function TrackingActions({ book, fresh }: { book: TrackedBook; fresh: boolean }) {
  const { t } = useTranslation('bookActions');
  const session = useSession();
  const signIn = useSignInRedirect();
  const { run, pending } = useBookTracking(book);
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  // The last dialog's texts stay while it animates closed.
  const [shown, setShown] = useState<ConfirmedAction>('archive');
  const group = useRef<HTMLDivElement>(null);
  const [changed, setChanged] = useState(0);

  // A done action swaps the buttons, so the focused one (or the one a dialog returns focus to)
  // is gone; focus goes to the first button of the new set instead of the page's start. It
  // waits for the dialog's own focus return (Radix does it in a timeout).
  useEffect(() => {
    if (!changed || confirming) return;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) group.current?.querySelector<HTMLElement>('button')?.focus();
    }, 30);
    return () => clearTimeout(timer);
  }, [changed, confirming]);

  async function perform(action: TrackingAction) {
    const outcome = await run(action);
    if (outcome === 'done') setChanged((n) => n + 1);
    return outcome;
  }

  // Back from signing in after "Start to learn": start it now (with the usual toast), unless
  // the account already tracks the book. `fresh`: the status is the signed-in viewer's.
  useFinishSignInIntent(START_INTENT, book.id, fresh, () => {
    if (book.status === 'unsubscribed') void perform('subscribe');
  });

  const actions = ACTIONS_BY_STATUS[book.status];
  const completed = book.count[1] ?? 0;

  function start(action: TrackingAction) {
    if (session.status === 'anonymous') return signIn({ action: START_INTENT, target: book.id });
    if (needsConfirmation(action)) {
      setShown(action);
      setConfirming(action);
      return;
    }
    void perform(action);
  }

  function button(action: TrackingAction) {
    const Icon = pending === action ? LoaderCircle : ICONS[action];
    return (
      <button
        key={action}
        type="button"
        className={buttonClass(book.status, action)}
        disabled={pending !== null || session.status === 'checking'}
        aria-busy={pending === action || undefined}
        onClick={() => start(action)}
      >
        <Icon aria-hidden="true" className={`size-4 shrink-0 ${pending === action ? 'animate-spin' : ''}`} />
        {t(ACTION_LABELS[action])}
      </button>
    );
  }

  const [first, ...rest] = actions;
  const hint =
    session.status === 'anonymous'
      ? t('tracking.signInHint')
      : book.status === 'unsubscribed'
        ? t('tracking.startHint')
        : book.status === 'archived'
          ? t('tracking.archivedHint')
          : null;

  return (
    <div ref={group} role="group" aria-label={t('tracking.heading')} className="space-y-2">
      {book.status === 'subscribed' ? (
        <>
          <PanelRow>{actions.slice(0, 2).map(button)}</PanelRow>
          {actions.slice(2).map(button)}
        </>
      ) : (
        <>
          {button(first)}
          {rest.length > 0 && <PanelRow>{rest.map(button)}</PanelRow>}
        </>
      )}
      {hint && <p className="pt-1 text-xs leading-relaxed text-slate-500 dark:text-slate-400">{hint}</p>}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(CONFIRM_TEXTS[shown].title)}
        description={t(CONFIRM_TEXTS[shown].body, { title: book.title, completed })}
        confirmLabel={t(ACTION_LABELS[shown])}
        cancelLabel={t('tracking.cancel')}
        tone={ACTION_SPECS[shown].confirm === 'danger' ? 'danger' : 'default'}
        pending={pending !== null}
        onConfirm={() => {
          if (!confirming) return;
          // A plain failure keeps the dialog open to try again; a stale page closes it.
          void perform(confirming).then(
            (outcome) => (outcome === 'done' || outcome === 'stale') && setConfirming(null),
          );
        }}
      />
    </div>
  );
}
