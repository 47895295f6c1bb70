// The home page's catalogue: one page of books (see BOOKS_PAGE_SIZE) with what a card shows.

export const BOOKS_PAGE_SIZE = 24;

export { HomeBooksDocument as HomeBooksQuery } from '../../gql/graphql';
