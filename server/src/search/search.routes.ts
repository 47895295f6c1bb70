// REST compatibility path of search.
import { BOOK_FIELDS } from '../books/books.fragments';
import { PROBLEM_SUMMARY_FIELDS } from '../problems/problems.fragments';
import { defineRoutes } from '../rest/route-table';

export const searchRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/search',
    operation: `query Search($q: String!) { search(q: $q) { books { ${BOOK_FIELDS} } problems { ${PROBLEM_SUMMARY_FIELDS} } } }`,
    variables: ({ query }) => ({ q: query.get('q') ?? '' }),
    data: (r) => r.search,
  },
]);
