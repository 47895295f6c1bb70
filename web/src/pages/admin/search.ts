// The pages' client-side search: case-insensitive, over the key and every label text.
import { readLabels } from './labels';

export interface AdminItem {
  id: string;
  key: string;
  label: unknown;
}

export function matchesSearch(item: AdminItem, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [item.key, ...Object.values(readLabels(item.label))].some((text) => text.toLocaleLowerCase().includes(needle));
}

/** The items in key order (the list stays put after an edit), narrowed by the search. */
export function visibleItems<T extends AdminItem>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesSearch(item, query)).sort((a, b) => compareKeys(a.key, b.key));
}

export function compareKeys(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);
}
