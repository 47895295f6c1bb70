// Anonymous visitors who try to track a book or mark a problem go to /login, which brings them
// back here afterwards (the `from` state, as RequireSignIn does).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const from = location.pathname + location.search + location.hash;
  return useCallback(() => void navigate(paths.login, { state: { from } }), [navigate, from]);
}
