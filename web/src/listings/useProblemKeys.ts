// The company and tag keys the question bank's problems use, read at run time from the
// all-questions book (one query; every problem is in that book), as an index for the cards.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ALL_QUESTIONS_BOOK } from '../data/books';
import { ListingProblemKeysDocument } from '../gql/graphql';
import { type ProblemKeyIndex, indexProblemKeys } from './problemKeys';

export function useProblemKeys({ skip = false }: { skip?: boolean } = {}) {
  const { data, error, refetch } = useQuery(ListingProblemKeysDocument, {
    variables: { link: ALL_QUESTIONS_BOOK },
    skip,
  });
  const index = useMemo<ProblemKeyIndex | undefined>(
    () => (data ? indexProblemKeys(data.book?.problems ?? []) : undefined),
    [data],
  );
  return { index, error, refetch };
}
