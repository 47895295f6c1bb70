// Titles of the books the menus name, in the current language (no problem lists).

export { MenuBooksDocument as MenuBooksQuery } from '../gql/graphql';
