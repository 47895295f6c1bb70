// What the interviewer's replay marks, sent from a member's room page: leaving the tab and coming
// back (visibilitychange), and pastes longer than a line (SharedEditor's onMultiLinePaste). The
// server stamps the time and refuses more than its limit a minute; a refused or failed event is
// dropped (it must never get in the way of the interview).
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { type InterviewEventKind, RecordInterviewEventDocument } from '../gql/graphql';

export function useIntegrityEvents(code: string, guestToken: string | null, enabled: boolean) {
  const [record] = useMutation(RecordInterviewEventDocument);
  const send = useCallback(
    (kind: InterviewEventKind) => {
      record({ variables: { code, kind, guestToken } }).catch(() => undefined);
    },
    [record, code, guestToken],
  );

  useEffect(() => {
    if (!enabled) return;
    const changed = () => send(document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE');
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, [enabled, send]);

  return useCallback(() => {
    if (enabled) send('PASTE');
  }, [enabled, send]);
}
