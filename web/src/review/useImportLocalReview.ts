// Moves a visitor's local review to the account once they are signed in, whichever page they
// sign in from. The import's code loads only when this browser holds a local review.
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSession } from '../auth/useSession';
import { readStorage } from '../lib/storage';
import { LOCAL_REVIEW_KEY } from './localReviewKey';

export function useImportLocalReview(): void {
  const { status, user } = useSession();
  const client = useApolloClient();
  const userId = user?.id;
  useEffect(() => {
    if (status !== 'authenticated' || readStorage(LOCAL_REVIEW_KEY) === null) return;
    void import('./importLocalReview').then(({ importLocalReview }) => importLocalReview(client));
  }, [status, userId, client]);
}
