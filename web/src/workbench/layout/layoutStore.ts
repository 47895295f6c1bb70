// The layout of the workbench on screen: loaded for the problem's category, changed through
// the pure operations of layoutModel.ts and saved after every change. `revealed` is the last
// tab shown on purpose (Run, Submit, a file opened): the phone brings its pane forward.
import { createStore } from 'zustand';
import { type IdeLayout, type LayoutCategory, type TabId, defaultLayout, openTab } from './layoutModel';
import { loadLayout, saveLayout } from './layoutStorage';
import { showResults } from './resultsPane';

export interface LayoutStore {
  layout: IdeLayout;
  revealed: { tab: TabId; seq: number } | null;
  update: (change: (layout: IdeLayout) => IdeLayout) => void;
  reset: () => void;
  showTab: (tab: TabId) => void;
}

export function createLayoutStore(category: LayoutCategory) {
  return createStore<LayoutStore>((set, get) => ({
    layout: loadLayout(category),
    revealed: null,
    update: (change) => {
      const next = change(get().layout);
      if (next === get().layout) return;
      saveLayout(category, next);
      set({ layout: next });
    },
    reset: () => {
      const next = defaultLayout(category);
      saveLayout(category, next);
      set({ layout: next });
    },
    showTab: (tab) => {
      get().update((current) => (tab === 'runTests' ? showResults(current) : openTab(current, tab)));
      set((state) => ({ revealed: { tab, seq: (state.revealed?.seq ?? 0) + 1 } }));
    },
  }));
}
