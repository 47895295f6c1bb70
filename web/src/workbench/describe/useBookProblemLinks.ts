// The links of the current book's problems (from the drawer's query, already in Apollo's
// cache), so related problems of the same book keep the book-scoped path.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { WorkbenchBookDocument } from '../../gql/graphql';

export function useBookProblemLinks(bookLink: string | null): Set<string> {
  const { data } = useQuery(WorkbenchBookDocument, { variables: { link: bookLink ?? '' }, skip: !bookLink });
  return useMemo(() => new Set(data?.book?.problems.map((problem) => problem.link) ?? []), [data]);
}
