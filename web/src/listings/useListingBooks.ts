// The server's books for a list of links (booksByLinks, problem lists ignored). Links the
// question bank does not have are simply absent; callers fall back to static data.
import { useQuery } from '@apollo/client/react';

import { ListingBooksDocument } from '../gql/graphql';

export type ListingBook = {
  id: string;
  link: string;
  title: string;
  description: string;
  icon: string;
  count: number[];
};

export function useListingBooks(links: readonly string[]) {
  const { data, error, loading, refetch } = useQuery(ListingBooksDocument, { variables: { links: [...links] } });
  const byLink = new Map<string, ListingBook>((data?.booksByLinks ?? []).map((book) => [book.link, book]));
  return { byLink, data, error, loading, refetch };
}
