// The visible label of a menu link: a catalogue text, or a book's title.
import { useTranslation } from 'react-i18next';
import type { MenuLink } from './menuModel';
import { useBookTitles } from './useBookTitles';

export function useLinkLabel(): (link: MenuLink) => string {
  const { t } = useTranslation();
  const bookTitle = useBookTitles();
  return (link) => ('book' in link.label ? bookTitle(link.label.book) : t(link.label.key));
}
