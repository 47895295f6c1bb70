// The done toggles of a book's problem list, as one hook for the whole list rather than one per
// row: a book holds hundreds of problems, and per-row hooks (a mutation, the session, the router's
// location, several translation bindings) made rendering the list the page's longest task.
//
// A click marks the problem done or not done optimistically (useProblemToggle); a visitor goes to
// sign in first, and the click is finished on the way back (../../auth/signInIntent).
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { readSignInIntent, useFinishSignInIntent } from '../../auth/signInIntent';
import { useSession } from '../../auth/useSession';
import { useSignInRedirect } from '../../auth/useSignInRedirect';
import { useBookProgress } from './BookProgressContext';
import type { BookProblem } from './ProblemRow';
import { useProblemToggle } from './useProblemToggle';

/** The sign-in intent of an anonymous click on "Mark as done" (../../auth/signInIntent). */
const DONE_INTENT = 'markDone';

export interface DoneToggles {
  /** what a click on the problem's toggle does */
  onToggle(problem: BookProblem): void;
  /** no click is taken: the session is being checked */
  disabled: boolean;
  /** the problems whose change is on its way to the server */
  pending: ReadonlySet<string>;
}

export function useDoneToggles(bookLink: string, problems: readonly BookProblem[]): DoneToggles {
  const book = useBookProgress();
  const session = useSession();
  const signIn = useSignInRedirect();
  const { toggle, pending } = useProblemToggle(book, bookLink);

  // Back from signing in after clicking a toggle: mark that problem done now, unless it already is.
  const intent = readSignInIntent(useLocation().state);
  const intendedId = intent?.action === DONE_INTENT ? intent.target : '';
  useFinishSignInIntent(DONE_INTENT, intendedId, book?.fresh ?? true, () => {
    const problem = problems.find((candidate) => candidate.id === intendedId);
    if (problem && problem.statue !== 'RESOLVED') void toggle(problem);
  });

  const anonymous = session.status === 'anonymous';
  const onToggle = useCallback(
    (problem: BookProblem) => (anonymous ? signIn({ action: DONE_INTENT, target: problem.id }) : void toggle(problem)),
    [anonymous, signIn, toggle],
  );
  const disabled = session.status === 'checking';
  return useMemo(() => ({ onToggle, disabled, pending }), [onToggle, disabled, pending]);
}
