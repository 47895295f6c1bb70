// Sets <title> for the current route: "Page · Product", or the product name alone.
// Kept for the book and problem pages; see usePageMeta for title and description together.
import { usePageMeta } from '../i18n/usePageMeta';

export function useDocumentTitle(pageTitle: string | undefined, description?: string): void {
  usePageMeta(pageTitle, description);
}
