// At sign-in, a visitor's local review moves to the account (importReviews: the account keeps
// the cards it has, questions gone from the bank are left behind), then leaves this browser.
// A failure keeps it here for the next sign-in.
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSession } from '../auth/useSession';
import { ImportReviewsDocument } from '../gql/graphql';
import { LOCAL_REVIEW_KEY, importItems, readLocalReview } from './localReviewStore';
import { removeStorage } from '../lib/storage';

export function useImportLocalReview(): void {
  const { status, user } = useSession();
  const [importReviews] = useMutation(ImportReviewsDocument);
  const userId = user?.id;
  useEffect(() => {
    if (status !== 'authenticated') return;
    const local = readLocalReview();
    if (local.items.length === 0) return;
    importReviews({ variables: { items: importItems(local) } })
      .then(() => removeStorage(LOCAL_REVIEW_KEY))
      .catch((error: unknown) => console.warn('review: the local review stays in this browser', error));
  }, [status, userId, importReviews]);
}
