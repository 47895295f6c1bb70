// The sentence an error toast of a book action adds after "Could not …". The API answers in
// English; the refusals these actions can meet are known here and shown in the interface
// language. Anything else adds nothing (the toast's first sentence already says what failed).
import type { TFunction } from 'i18next';
import { readApiError } from '../../../auth/apiError';
import type { BookActionsCatalogue } from '../../../i18n/namespaces/bookActions';

type ReasonKey = keyof BookActionsCatalogue['reasons'];

const KNOWN: Record<string, ReasonKey> = {
  'You are not learning this book.': 'notLearning',
  'You are already learning this book.': 'alreadyLearning',
  'This book is already archived.': 'alreadyArchived',
  'Only a book you are learning can be archived. Start learning it first.': 'archiveNeedsLearning',
  'Start learning this book before resetting its progress.': 'resetNeedsLearning',
  'This book is archived. Restore it or re-learn it to start over.': 'resetArchived',
  'Too many progress changes at once. Please wait a moment and try again.': 'tooMany',
  'Book not found.': 'notFound',
  'Problem not found.': 'notFound',
};

export interface ActionFailure {
  reason?: ReasonKey;
  /** the page shows a state the server no longer has (a refusal, e.g. changed in another tab) */
  stale: boolean;
}

export function describeActionError(error: unknown): ActionFailure {
  const apiError = readApiError(error);
  if (apiError.kind === 'network') return { reason: 'network', stale: false };
  const stale = apiError.code === 'CONFLICT';
  const message = apiError.message ?? '';
  if (message.startsWith('Re-learning')) return { reason: 'relearnOnlyArchived', stale };
  return { reason: KNOWN[message], stale };
}

/** "Could not archive this book. This book is already archived." */
export function failureMessage(t: TFunction<'bookActions'>, headline: string, failure: ActionFailure): string {
  return failure.reason ? `${headline} ${t(`reasons.${failure.reason}`)}` : headline;
}
