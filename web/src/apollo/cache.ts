// The normalized cache. Entities are keyed by their id; value objects without one
// (LocalizedText, BookBadge, PageInfo…) stay embedded in their parent, Apollo's default.
import { InMemoryCache } from '@apollo/client/cache';
import { relayStylePagination } from '@apollo/client/utilities';

const keyedById = { keyFields: ['id'] };

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // "Load more" appends pages of the same list; first/after are not cache keys.
          books: relayStylePagination(),
          // one discussion per problem; "load more" appends
          comments: relayStylePagination(['problemId']),
        },
      },
      Book: keyedById,
      BookCreator: keyedById,
      Problem: keyedById,
      RelatedProblem: keyedById,
      ProblemAuthor: keyedById,
      Tag: keyedById,
      Company: keyedById,
      Comment: keyedById,
      // a room's address is its key: what a mutation answers (a new problem, the end) updates
      // the room on the page at once, without waiting for the refetch
      InterviewRoom: { keyFields: ['code'] },
    },
  });
}
