// Keeps one layout per problem category in localStorage (spec §2: saved per key or category).
import { readJsonStorage, writeJsonStorage } from '../../lib/storage';
import { type IdeLayout, type LayoutCategory, defaultLayout, parseLayout } from './layoutModel';

export const layoutStorageKey = (category: LayoutCategory) => `workbench.layout.v1.${category}`;

export function loadLayout(category: LayoutCategory): IdeLayout {
  // absent or unparsable JSON reads as null (the wrapper logs the latter); parseLayout checks the shape
  return parseLayout(readJsonStorage(layoutStorageKey(category))) ?? defaultLayout(category);
}

export function saveLayout(category: LayoutCategory, layout: IdeLayout): void {
  writeJsonStorage(layoutStorageKey(category), layout);
}
