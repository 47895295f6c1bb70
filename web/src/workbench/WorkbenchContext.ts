// What every part of the workbench reads: the problem, the code and its language, the run,
// the console, the layout and the actions (run, submit, reset, apply a saved version…).
// Provided by Workbench.tsx (useWorkbenchController).
import { createContext, useContext } from 'react';
import type { useWorkbenchController } from './useWorkbenchController';

export type WorkbenchApi = ReturnType<typeof useWorkbenchController>;

export const WorkbenchContext = createContext<WorkbenchApi | null>(null);

export function useWorkbench(): WorkbenchApi {
  const value = useContext(WorkbenchContext);
  if (!value) throw new Error('useWorkbench outside the workbench');
  return value;
}
