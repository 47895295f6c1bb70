// What every part of the workbench reads that changes rarely: the problem, the book, the
// session, and the actions (run, submit, reset, apply a saved version, show a tab…). What
// changes often (the code, the run, the console, the layout) is read by slice from the
// stores (state/useStores.ts). Provided by Workbench.tsx (useWorkbenchController).
import { createContext, useContext } from 'react';
import type { useWorkbenchController } from './useWorkbenchController';

export type WorkbenchApi = ReturnType<typeof useWorkbenchController>;

export const WorkbenchContext = createContext<WorkbenchApi | null>(null);

export function useWorkbench(): WorkbenchApi {
  const value = useContext(WorkbenchContext);
  if (!value) throw new Error('useWorkbench outside the workbench');
  return value;
}
