// What a visitor asked for before being sent to sign in ("Start to learn", "Mark as done"),
// carried in the navigation state to /login and back (never stored), so the page can finish
// it once the visitor is signed in — with the usual success toast — instead of leaving them
// to click again. Finished once: it is dropped from the history entry before it runs, so a
// reload or "back" does not repeat it.
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from './useSession';

export interface SignInIntent {
  /** what to do, e.g. "startBook" */
  action: string;
  /** what to do it to, e.g. the book's id */
  target: string;
}

/** The intent inside a navigation state, if it holds a well-formed one. */
export function readSignInIntent(state: unknown): SignInIntent | null {
  const intent = (state as { intent?: unknown } | null)?.intent as Partial<SignInIntent> | undefined;
  return typeof intent?.action === 'string' && typeof intent.target === 'string'
    ? { action: intent.action, target: intent.target }
    : null;
}

/**
 * Runs `finish` once when the page was reached after a sign-in that carried `action` on
 * `target`, as soon as the viewer is signed in and the page's data is `ready` (read for the
 * signed-in viewer, not the visitor).
 */
export function useFinishSignInIntent(action: string, target: string, ready: boolean, finish: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const intent = readSignInIntent(location.state);
  const matches = intent?.action === action && intent.target === target;
  const finished = useRef(false);
  const run = useEffectEvent(finish);

  useEffect(() => {
    if (!matches || !signedIn || !ready || finished.current) return;
    finished.current = true;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
    run();
  }, [matches, signedIn, ready, navigate, location.pathname, location.search, location.hash]);
}
