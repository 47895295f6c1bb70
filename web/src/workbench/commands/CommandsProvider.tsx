// Runs the registry's commands: builds the state they see, listens for their shortcuts (one
// keydown listener for the workbench; inside Monaco, editor actions registered from the same
// registry, since the editor keeps keys such as Ctrl+Enter), and draws the palette and the
// confirmation the commands ask through.
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { useDefaultTitle, useSaveToCloud } from '../solutions/useSaveToCloud';
import { launchableTabs } from '../tabs';
import { useConfirm } from '../ui/useConfirm';
import { useWorkbench } from '../WorkbenchContext';
import type { CommandState } from './command';
import { CommandsContext } from './commandsContext';
import { CommandPalette } from './CommandPalette';
import { COMMANDS, commandById } from './registry';
import { keysOf, matches, monacoKeybinding } from './shortcut';
import { ShortcutsPanel } from './ShortcutsPanel';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const IN_TEXT_FIELDS = new Set(['palette', 'save']);

export function CommandsProvider({ children }: { children: ReactNode }) {
  const api = useWorkbench();
  const { t } = useTranslation('workbench');
  const { confirm, dialog } = useConfirm();
  const { save, saving } = useSaveToCloud();
  const defaultTitle = useDefaultTitle();
  const state = useMemo<CommandState>(
    () => ({
      api,
      launchable: launchableTabs(api.category),
      t,
      confirm,
      saveVersion: () => save(defaultTitle()),
      saving,
    }),
    [api, t, confirm, save, defaultTitle, saving],
  );
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);

  const run = useCallback((id: string) => {
    const command = commandById(id);
    if (command?.canRun(latest.current)) void command.run(latest.current);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = COMMANDS.find((c) => keysOf(c).some((shortcut) => matches(shortcut, event)));
      // in a text field (a comment, a title) only the palette's and save's keys: Ctrl+Enter there
      // is the field's, and Ctrl+S would otherwise open the browser's "save page" dialog
      if (!command || (isTextField(event.target) && !IN_TEXT_FIELDS.has(command.id))) return;
      event.preventDefault();
      run(command.id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run]);

  const attachEditor = useCallback(
    (editor: Monaco.editor.IStandaloneCodeEditor, monaco: typeof Monaco) => {
      const { stores } = latest.current.api;
      const actions = COMMANDS.filter((c) => c.inEditor && c.shortcut).map((command) => {
        const keybindings = keysOf(command)
          .map((shortcut) => monacoKeybinding(monaco, shortcut))
          .filter((keybinding) => keybinding !== null);
        return editor.addAction({
          id: `workbench.${command.id}`,
          label: latest.current.t(command.label),
          keybindings,
          run: () => run(command.id),
        });
      });
      const focus = editor.onDidFocusEditorText(() => {
        stores.editor.setState({ editor });
      });
      return () => {
        for (const action of actions) action.dispose();
        focus.dispose();
        if (stores.editor.getState().editor === editor) stores.editor.setState({ editor: null });
      };
    },
    [run],
  );

  const value = useMemo(() => ({ state, run, attachEditor }), [state, run, attachEditor]);
  return (
    <CommandsContext.Provider value={value}>
      {children}
      <CommandPalette />
      <ShortcutsPanel />
      {dialog}
    </CommandsContext.Provider>
  );
}
