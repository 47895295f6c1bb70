// Anonymous visitors who try something that needs an account go to /login, which brings them
// back here afterwards (the `from` state, as RequireSignIn does) together with what they asked
// for (`intent`), so the page can finish it once they are signed in (./signInIntent).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../app/paths';
import type { SignInIntent } from './signInIntent';

export function useSignInRedirect(): (intent?: SignInIntent) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const from = location.pathname + location.search + location.hash;
  return useCallback(
    (intent?: SignInIntent) => void navigate(paths.login, { state: intent ? { from, intent } : { from } }),
    [navigate, from],
  );
}
