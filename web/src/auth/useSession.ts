// The session for components: who is signed in and the transitions, in one hook.
//   const { user, signedIn, checking, signIn, signOut, refreshUser } = useSession();
// (The shell's own `useSession` in ../session/session.ts answers the raw state.)
import { useSession as useSessionState } from '../session/session';
import { type AccountUser, refreshUser, signIn, signOut } from './session';

export interface SessionApi {
  /** the signed-in user, or null */
  user: AccountUser | null;
  signedIn: boolean;
  /** the start-up check has not finished yet */
  checking: boolean;
  signIn: typeof signIn;
  signOut: typeof signOut;
  refreshUser: typeof refreshUser;
}

export function useSession(): SessionApi {
  const state = useSessionState();
  const user = state.status === 'authenticated' ? (state.user as AccountUser) : null;
  return {
    user,
    signedIn: state.status === 'authenticated',
    checking: state.status === 'checking',
    signIn,
    signOut,
    refreshUser,
  };
}
