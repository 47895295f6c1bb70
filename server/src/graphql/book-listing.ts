// A problem row reached through a book's problem list carries that book (its id and link), so a
// field that depends on the book it was listed in (the viewer's `statue`, owned by progress/)
// reads it from the row itself: no side table shared between domains.

export interface ListingBook {
  id: string;
  link: string;
}

const LISTED_IN = Symbol('listed in book');

type Listed = { [LISTED_IN]?: ListingBook };

/** Marks the rows of a book's problem list as listed in `book` (returns them). */
export function markListedIn<T extends object>(rows: T[], book: ListingBook): T[] {
  for (const row of rows) (row as Listed)[LISTED_IN] = book;
  return rows;
}

/** The book a problem row was listed in, or undefined when it was reached another way. */
export function listedIn(row: object): ListingBook | undefined {
  return (row as Listed)[LISTED_IN];
}
