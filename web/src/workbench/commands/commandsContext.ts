// The command runner as the workbench's parts reach it (CommandsProvider.tsx provides it). A
// module of its own so an editor outside the workbench (the interview room) imports only this.
import { createContext, useContext } from 'react';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import type { CommandState } from './command';

export interface CommandsApi {
  /** the state as of this render (what buttons draw with) */
  state: CommandState;
  run: (id: string) => void;
  /** the editor's shortcuts and focus; returns the detach */
  attachEditor: (editor: Monaco.editor.IStandaloneCodeEditor, monaco: typeof Monaco) => () => void;
}
export const CommandsContext = createContext<CommandsApi | null>(null);

export function useCommands(): CommandsApi {
  const value = useContext(CommandsContext);
  if (!value) throw new Error('commands outside the workbench');
  return value;
}
/** null outside the workbench (an editor in an interview room has no commands) */
export const useOptionalCommands = () => useContext(CommandsContext);
