// The session for components, in one hook: who is signed in and the transitions.
//   const { status, user, signedIn, checking, signIn, signOut, refreshUser } = useSession();
// `status` narrows `user`: 'authenticated' has one, 'checking' and 'anonymous' have null.
import { useSyncExternalStore } from 'react';
import { type AccountUser, getSession, refreshUser, signIn, signOut, subscribeSession } from './session';

type SessionView =
  | { status: 'checking'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: AccountUser };

export type SessionApi = SessionView & {
  signedIn: boolean;
  /** the start-up check has not finished yet */
  checking: boolean;
  signIn: typeof signIn;
  signOut: typeof signOut;
  refreshUser: typeof refreshUser;
};

export function useSession(): SessionApi {
  const state = useSyncExternalStore(subscribeSession, getSession, getSession);
  const view: SessionView =
    state.status === 'authenticated'
      ? { status: 'authenticated', user: state.user as AccountUser }
      : { status: state.status, user: null };
  return {
    ...view,
    signedIn: state.status === 'authenticated',
    checking: state.status === 'checking',
    signIn,
    signOut,
    refreshUser,
  };
}
