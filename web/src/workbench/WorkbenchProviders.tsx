// The workbench's providers, outermost first: the actions (WorkbenchContext), the stores
// read by slice (state/), a UI problem's files and preview, and the commands (shortcuts,
// palette). Each re-renders only what reads it; Workbench.tsx draws the screen inside.
import type { ReactNode } from 'react';
import { CommandsProvider } from './commands/CommandsProvider';
import { UiFilesProvider } from './files/UiFilesProvider';
import { StoresContext } from './state/useStores';
import { type WorkbenchApi, WorkbenchContext } from './WorkbenchContext';

export function WorkbenchProviders({ api, children }: { api: WorkbenchApi; children: ReactNode }) {
  return (
    <WorkbenchContext.Provider value={api}>
      <StoresContext.Provider value={api.stores}>
        <UiFilesProvider stores={api.stores} problem={api.problem} owner={api.owner} log={api.log}>
          <CommandsProvider>{children}</CommandsProvider>
        </UiFilesProvider>
      </StoresContext.Provider>
    </WorkbenchContext.Provider>
  );
}
