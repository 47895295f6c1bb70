// The code-request cooldown (spec §4): 60 s after a send, kept as an expiry timestamp in
// localStorage under a key per flow (change email, resend verification), restored on
// reload and removed when it reaches zero.
import { useCallback, useEffect, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

export const CODE_COOLDOWN_SECONDS = 60;
export const COOLDOWN_KEYS = {
  changeEmail: 'changeEmailCodeExpiresAt',
  resendVerification: 'verificationCodeExpiresAt',
} as const;
export type CooldownKey = (typeof COOLDOWN_KEYS)[keyof typeof COOLDOWN_KEYS];

/** whole seconds left (0 when none or expired; an expired or unreadable entry is removed) */
export function readCooldown(key: CooldownKey, now = Date.now()): number {
  const raw = readStorage(key);
  if (raw === null) return 0;
  const expiresAt = Number(raw);
  const left = Number.isFinite(expiresAt) ? Math.ceil((expiresAt - now) / 1000) : 0;
  if (left > 0) return Math.min(left, 24 * 3600);
  clearCooldown(key);
  return 0;
}

export function startCooldown(key: CooldownKey, seconds = CODE_COOLDOWN_SECONDS, now = Date.now()): void {
  writeStorage(key, String(now + seconds * 1000)); // when not kept, the countdown still runs for this page
}

export function clearCooldown(key: CooldownKey): void {
  removeStorage(key);
}

/** `remaining` seconds (ticking each second) and `start(seconds?)` */
export function useCooldown(key: CooldownKey): { remaining: number; start: (seconds?: number) => void } {
  const [remaining, setRemaining] = useState(() => readCooldown(key));
  // one interval from the start to the end of a countdown (not one per second)
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining(readCooldown(key)), 1000);
    return () => clearInterval(timer);
  }, [key, running]);
  const start = useCallback(
    (seconds = CODE_COOLDOWN_SECONDS) => {
      startCooldown(key, seconds);
      setRemaining(readCooldown(key));
    },
    [key],
  );
  return { remaining, start };
}
