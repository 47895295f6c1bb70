// Books: the rules of the books domain (links, limits). The viewer's tracking of a book, its counts
// and the subscription state machine are progress (server/src/progress/).

export const BOOK_LINK_PATTERN = /^[a-z0-9][a-z0-9-]{0,127}$/;
/** booksByLinks answers at most this many books per call */
export const MAX_LINKS_PER_CALL = 100;
