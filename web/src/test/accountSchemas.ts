// Helpers for tests of the account forms' zod schemas: the account namespace's English `t`,
// and a failed parse's messages by field.
import { beforeAll } from 'vitest';
import i18n from '../i18n/i18n';
import '../i18n/namespaces/account';
import type { AccountT } from '../auth/accountRules';

/** the account namespace's English `t`; also switches the interface to English before the file's tests */
export function englishAccountT(): AccountT {
  beforeAll(() => i18n.changeLanguage('en'));
  return i18n.getFixedT('en', 'account');
}

/** field → its first message, for a failed parse */
export function fieldMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}
