// The sentence an error toast of a book action adds after "Could not …": the server's reason,
// which the API writes in the interface language (the web sends X-Locale), or, with no answer
// at all, that the server cannot be reached.
import type { TFunction } from 'i18next';
import { readApiError, refusalMessage } from '../../auth/apiError';

export interface ActionFailure {
  /** the reason to show after the headline, if there is one */
  reason?: string;
  /** the page shows a state the server no longer has (a refusal, e.g. changed in another tab) */
  stale: boolean;
}

export function describeActionError(t: TFunction<'bookActions'>, error: unknown): ActionFailure {
  const apiError = readApiError(error);
  if (apiError.kind === 'network') return { reason: t('reasons.network'), stale: false };
  return { reason: refusalMessage(apiError), stale: apiError.code === 'CONFLICT' };
}

/** "Could not archive this book. This book is already archived." */
export function failureMessage(headline: string, failure: ActionFailure): string {
  return failure.reason ? `${headline} ${failure.reason}` : headline;
}
