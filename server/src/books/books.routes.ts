// REST compatibility paths of the books domain.
import { defineRoutes } from '../rest/route-table';
import { BOOK_WITH_PROBLEMS_FIELDS } from './books.fragments';

export const bookRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/books/by-links',
    operation: `query BooksByLinks($links: [String!]!, $ignoreProblemList: Boolean) {
      booksByLinks(links: $links, ignoreProblemList: $ignoreProblemList) { ${BOOK_WITH_PROBLEMS_FIELDS} }
    }`,
    // The spec's client sends ignoreProblemList true when it asks for more than one link.
    variables: ({ body }) => ({ links: body.links, ignoreProblemList: body.ignoreProblemList ?? null }),
    data: (r) => r.booksByLinks,
  },
]);
