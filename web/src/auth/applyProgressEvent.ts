// Writes a pushed progress event into the normalized cache, so every page showing the problem
// follows at once without fetching again. Apollo stores the subscription's problem and book
// (global status, finish count, book count and status); the per-book status is cached as
// statue({"book": <id or link>}) and is set here for the event's book.
import type { ApolloCache } from '@apollo/client/cache';
import type { MyProgressEventsSubscription } from '../gql/graphql';

type Event = MyProgressEventsSubscription['myProgressEvents'];

/** the `book` argument a cached statue field was read with, or null for the global status */
function bookArgument(storeFieldName: string): string | null {
  const args = /^statue\((.*)\)$/.exec(storeFieldName)?.[1];
  if (!args) return null;
  try {
    return ((JSON.parse(args) as { book?: string | null }).book ?? null) || null;
  } catch {
    return null;
  }
}

/**
 * Applies `event` to the cache. Returns false when the cache cannot follow it alone: a change
 * outside any book may undo the problem in every book, whose counts only the server knows (its
 * global status is written all the same, so the page that made it elsewhere follows at once).
 */
export function applyProgressEvent(cache: ApolloCache, event: Event): boolean {
  const { book } = event;
  cache.modify({
    id: cache.identify({ __typename: 'Problem', id: event.problemId }),
    fields: {
      statue: (current: unknown, { storeFieldName }) => {
        const argument = bookArgument(storeFieldName);
        // an event outside any book is the global status (read as statue or statue(book: null))
        if (!book) return argument === null ? event.status : current;
        return argument === book.id || argument === book.link ? event.status : current;
      },
    },
  });
  return Boolean(book);
}
