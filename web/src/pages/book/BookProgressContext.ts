// The book a problem row belongs to, for the row's done toggle: its id and current count, so
// the toggle can update the count optimistically. BookPage provides it around the problem
// list (the list itself passes only the book's link down).
import { createContext, useContext } from 'react';

export interface BookProgressValue {
  id: string;
  link: string;
  /** [total, completed] */
  count: readonly number[];
  /** the statuses on screen were read for the current viewer (not a cached older answer) */
  fresh: boolean;
}

export const BookProgressContext = createContext<BookProgressValue | null>(null);

export function useBookProgress(): BookProgressValue | null {
  return useContext(BookProgressContext);
}
