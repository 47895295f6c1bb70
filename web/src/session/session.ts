// The signed-in state everyone reads: the header shows the Dashboard entry and the account slot
// from it, the start-up notice shows while it is "checking", the login notice hides once someone
// is signed in. auth/session.ts writes it (start-up check, sign-in, sign-out).
import { useSyncExternalStore } from 'react';

export interface SessionUser {
  id: string;
  username: string;
  nickName?: string | null;
  avatar?: string | null;
  role?: string;
}

export type SessionState =
  { status: 'checking' } | { status: 'anonymous' } | { status: 'authenticated'; user: SessionUser };

let state: SessionState = { status: 'checking' };
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function setSession(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function useIsSignedIn(): boolean {
  return useSession().status === 'authenticated';
}
