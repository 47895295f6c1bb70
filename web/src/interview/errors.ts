// What to tell the user when an interview operation is refused: the API's own words (already in
// the page's language) for a deliberate refusal, else a general sentence.
import { readApiError, refusalMessage } from '../auth/apiError';
import { toast } from '../toast/toast';

export function errorText(error: unknown, fallback: string): string {
  return refusalMessage(readApiError(error)) ?? fallback;
}

export const toastError = (error: unknown, fallback: string) => toast.error(errorText(error, fallback));
