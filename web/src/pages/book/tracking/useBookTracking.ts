// Runs a tracking action against the server: one at a time (a second click while one is under
// way does nothing), a toast either way, and the dashboard's cached lists dropped afterwards.
// The answers carry the book's status, count and problem statuses, so the page updates from
// the normalized cache; a refusal (409: the page was stale) reloads the book instead.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetBookProgressDocument, UpdateBookTrackingDocument } from '../../../gql/graphql';
import '../../../i18n/namespaces/bookActions';
import { toast } from '../../../toast/toast';
import { BookPageDocument } from '../../../gql/graphql';
import { describeActionError, failureMessage } from '../actionError';
import { forgetDashboardData } from '../dashboardCache';
import { ACTION_SPECS, type TrackingAction } from './trackingModel';

export function useBookTracking(book: { id: string; link: string; title: string }) {
  const { t } = useTranslation('bookActions');
  const client = useApolloClient();
  const [updateTracking] = useMutation(UpdateBookTrackingDocument);
  const [resetProgress] = useMutation(ResetBookProgressDocument);
  const [pending, setPending] = useState<TrackingAction | null>(null);
  // state updates land after the click; the ref stops a double click in the same frame
  const busy = useRef(false);

  /** done: it happened; stale: refused because the page was out of date (now reloading) */
  async function run(action: TrackingAction): Promise<'done' | 'failed' | 'stale' | 'busy'> {
    if (busy.current) return 'busy';
    busy.current = true;
    setPending(action);
    const spec = ACTION_SPECS[action];
    try {
      if (spec.target === null) {
        await resetProgress({ variables: { bookId: book.id, bookLink: book.link } });
      } else {
        await updateTracking({
          variables: {
            bookLink: book.link,
            input: {
              bookId: book.id,
              status: spec.target,
              resetProgress: 'resetProgress' in spec && spec.resetProgress,
            },
          },
        });
      }
      forgetDashboardData(client.cache);
      toast.success(t(spec.success, { title: book.title }));
      return 'done';
    } catch (error) {
      const failure = describeActionError(t, error);
      toast.error(failureMessage(t(spec.error), failure));
      if (!failure.stale) return 'failed';
      void client.refetchQueries({ include: [BookPageDocument] }).catch(() => undefined);
      return 'stale';
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  return { run, pending };
}
