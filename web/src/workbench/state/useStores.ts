// Reading the workbench's stores by slice: `useCode((s) => s.code)` re-renders its component
// when that value changes and never for the run, the console or the layout.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { LayoutStore } from '../layout/layoutStore';
import type {
  CasesSlice,
  CodeSlice,
  ConsoleSlice,
  DialogSlice,
  FreshSlice,
  QuizSlice,
  RunSlice,
  WorkbenchStores,
} from './stores';

export const StoresContext = createContext<WorkbenchStores | null>(null);

export function useStores(): WorkbenchStores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('workbench stores outside the workbench');
  return stores;
}

export const useCode = <T>(select: (slice: CodeSlice) => T) => useStore(useStores().code, select);
export const useRunState = <T>(select: (slice: RunSlice) => T) => useStore(useStores().run, select);
export const useConsole = <T>(select: (slice: ConsoleSlice) => T) => useStore(useStores().console, select);
export const useLayoutState = <T>(select: (slice: LayoutStore) => T) => useStore(useStores().layout, select);
export const useCases = <T>(select: (slice: CasesSlice) => T) => useStore(useStores().cases, select);
export const useFresh = <T>(select: (slice: FreshSlice) => T) => useStore(useStores().fresh, select);
export const useDialogs = <T>(select: (slice: DialogSlice) => T) => useStore(useStores().dialogs, select);
export const useQuiz = <T>(select: (slice: QuizSlice) => T) => useStore(useStores().quiz, select);
