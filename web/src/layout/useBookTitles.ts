// Book titles for the menus: the server's, else the catalogue's fallback (while loading or
// when the question bank does not have the book yet). One shared query for every menu.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MENU_BOOKS, type MenuBookId } from '../data/books';
import { MenuBooksDocument } from '../gql/graphql';

export function useBookTitles(): (id: MenuBookId) => string {
  const { t } = useTranslation();
  const { data } = useQuery(MenuBooksDocument, { variables: { links: [...MENU_BOOKS] } });
  const fromServer = new Map((data?.booksByLinks ?? []).map((book) => [book.link, book.title]));
  return (id) => fromServer.get(id) || t(`bookTitles.${id}`);
}
