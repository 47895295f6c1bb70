// REST compatibility paths of the books domain.
import { requiredText } from '../rest/body';
import { defineRoutes } from '../rest/route-table';
import { BOOK_FIELDS, BOOK_WITH_PROBLEMS_FIELDS } from './books.fragments';

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
  {
    method: 'POST',
    path: '/api/books/subscription',
    operation: `mutation UpdateBookSubscription($input: UpdateBookSubscriptionInput!) {
      updateBookSubscription(input: $input) { ${BOOK_FIELDS} }
    }`,
    // resetProgress (or relearn) true with archived → subscribed is the spec's "re-learn".
    variables: ({ body }) => ({
      input: {
        bookId: requiredText(body.bookId),
        status: requiredText(body.status),
        resetProgress: body.resetProgress === true || body.relearn === true,
      },
    }),
    data: (r) => r.updateBookSubscription,
  },
  {
    method: 'POST',
    path: '/api/books/:id/reset-progress',
    operation: `mutation ResetBookProgress($bookId: String!) { resetBookProgress(bookId: $bookId) { ${BOOK_FIELDS} } }`,
    variables: ({ params }) => ({ bookId: params.id }),
    data: (r) => r.resetBookProgress,
  },
  {
    method: 'GET',
    path: '/api/books/:status',
    operation: `query MyBooks($status: TrackedBookStatus!) { myBooks(status: $status) { ${BOOK_FIELDS} } }`,
    variables: ({ params }) => ({ status: params.status }),
    data: (r) => r.myBooks,
  },
]);
