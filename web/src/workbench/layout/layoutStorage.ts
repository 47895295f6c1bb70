// Keeps one layout per problem category in localStorage (spec §2: saved per key or category).
import { readStorage, writeStorage } from '../../lib/storage';
import { type IdeLayout, type LayoutCategory, defaultLayout, parseLayout } from './layoutModel';

export const layoutStorageKey = (category: LayoutCategory) => `workbench.layout.v1.${category}`;

export function loadLayout(category: LayoutCategory): IdeLayout {
  const raw = readStorage(layoutStorageKey(category));
  if (!raw) return defaultLayout(category);
  try {
    return parseLayout(JSON.parse(raw)) ?? defaultLayout(category);
  } catch (error) {
    console.warn('workbench: stored layout ignored', error);
    return defaultLayout(category);
  }
}

export function saveLayout(category: LayoutCategory, layout: IdeLayout): void {
  writeStorage(layoutStorageKey(category), JSON.stringify(layout));
}
