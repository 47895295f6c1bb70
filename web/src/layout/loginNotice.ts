// When the login notice may show: anonymous visitors on /guide, unless dismissed in the
// last 24 hours. The dismissal time is kept in localStorage.
import { LOGIN_PROMPT_DISMISS_MS } from '../config/site';
import { readStorage, writeStorage } from '../lib/storage';

export const LOGIN_NOTICE_STORAGE_KEY = 'loginPromptDismissedAt';

export function isLoginNoticeDismissed(dismissedAt: string | null, now: number): boolean {
  const at = Number(dismissedAt);
  return Number.isFinite(at) && at > 0 && now - at < LOGIN_PROMPT_DISMISS_MS;
}

export function readLoginNoticeDismissed(now = Date.now()): boolean {
  return isLoginNoticeDismissed(readStorage(LOGIN_NOTICE_STORAGE_KEY), now);
}

export function dismissLoginNotice(now = Date.now()): void {
  writeStorage(LOGIN_NOTICE_STORAGE_KEY, String(now));
}
