// The book's problems as the book page showed them (its search, filters and sort travel in
// the query string), and this problem's neighbours in that list for previous/next.
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { problemPath } from '../../app/paths';
import { WorkbenchBookDocument } from '../../gql/graphql';
// The book page's own filter logic, so both lists always agree (a shared home in a feature
// folder would be better; see the report).
import { useBookFilters } from '../../books/filters/useBookFilters';

export function useBookNavigation(bookLink: string | null, problemLink: string) {
  const { search } = useLocation();
  const { data } = useQuery(WorkbenchBookDocument, { variables: { link: bookLink ?? '' }, skip: !bookLink });
  const book = data?.book ?? null;
  const { visible } = useBookFilters(book?.problems ?? []);
  const index = visible.findIndex((problem) => problem.link === problemLink);
  const to = (link: string) => (bookLink ? { pathname: problemPath(bookLink, link), search } : null);
  return {
    book,
    problems: visible,
    index,
    to,
    previous: index > 0 ? to(visible[index - 1]!.link) : null,
    next: index >= 0 && index < visible.length - 1 ? to(visible[index + 1]!.link) : null,
  };
}
