// At sign-in, a visitor's local review moves to the account (importReviews: the account keeps the
// cards it has, questions gone from the bank are left behind), then leaves this browser. A failure
// keeps it here for the next sign-in. Loaded only when there is something to move.
import type { ApolloClient } from '@apollo/client';
import { ImportReviewsDocument } from '../gql/graphql';
import { removeStorage } from '../lib/storage';
import { LOCAL_REVIEW_KEY } from './localReviewKey';
import { importItems, readLocalReview } from './localReviewStore';

export async function importLocalReview(client: ApolloClient): Promise<void> {
  const local = readLocalReview();
  if (local.items.length === 0) return;
  try {
    await client.mutate({ mutation: ImportReviewsDocument, variables: { items: importItems(local) } });
    removeStorage(LOCAL_REVIEW_KEY);
  } catch (error) {
    console.warn('review: the local review stays in this browser', error);
  }
}
