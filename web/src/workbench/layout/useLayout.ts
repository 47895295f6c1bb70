// The layout of the workbench on screen: loaded for the problem's category, changed through
// the pure operations of layoutModel.ts and saved after every change.
import { useCallback, useState } from 'react';
import { type IdeLayout, type LayoutCategory, defaultLayout } from './layoutModel';
import { loadLayout, saveLayout } from './layoutStorage';

export function useLayout(category: LayoutCategory) {
  const [state, setState] = useState(() => ({ category, layout: loadLayout(category) }));
  // another category: its layout, adjusted while rendering (React renders again before committing)
  let current = state;
  if (state.category !== category) {
    current = { category, layout: loadLayout(category) };
    setState(current);
  }
  const layout = current.layout;

  const update = useCallback(
    (change: (layout: IdeLayout) => IdeLayout) =>
      setState((current) => {
        const next = change(current.layout);
        if (next === current.layout) return current;
        saveLayout(current.category, next);
        return { ...current, layout: next };
      }),
    [],
  );

  const reset = useCallback(() => {
    const next = defaultLayout(category);
    saveLayout(category, next);
    setState({ category, layout: next });
  }, [category]);

  return { layout, update, reset };
}
