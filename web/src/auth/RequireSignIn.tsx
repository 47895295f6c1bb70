// Guards a page that needs an account: a spinner while the start-up check runs, /login
// (returning here afterwards) for anonymous visitors. After the user's own sign-out the
// page is left without a "return to" — signing in again starts fresh.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../app/paths';
import { useSession } from './useSession';
import { wasSignedOutByUser } from './session';

export function RequireSignIn({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'checking') return fallback;
  if (session.status === 'anonymous') {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={paths.login} replace state={wasSignedOutByUser() ? undefined : { from }} />;
  }
  return children;
}
