// What a workbench command is (in the spirit of Excalidraw's actions): an id, a label (a key
// of the `workbench` texts), an optional shortcut, and canRun/run over the workbench's state
// at that moment. The footer, the shortcuts, the editor's keybindings and the command
// palette all draw from one registry (registry.ts).
import type { ParseKeys, TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { TabId } from '../layout/layoutModel';
import type { WorkbenchApi } from '../WorkbenchContext';

export interface ConfirmOptions {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  tone?: 'default' | 'danger';
}

/** the workbench as a command sees it when it is offered or run */
export interface CommandState {
  api: WorkbenchApi;
  /** the tabs this category's launcher offers */
  launchable: TabId[];
  t: TFunction<'workbench'>;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** saves the code (or files) as a new cloud version */
  saveVersion: () => Promise<boolean>;
  saving: boolean;
}

/** a key (KeyboardEvent.code: 'Enter', 'Quote', 'KeyS') and its modifiers; mod is Ctrl, or ⌘ on a Mac */
export interface Shortcut {
  code: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export interface Command {
  id: string;
  label: ParseKeys<'workbench'>;
  /** a footer button's shorter text, when the label needs its context in the palette */
  buttonLabel?: ParseKeys<'workbench'>;
  group: 'run' | 'code' | 'tabs' | 'view';
  shortcut?: Shortcut;
  /** other keys that do the same (not shown on buttons; the shortcuts panel lists them) */
  alternates?: Shortcut[];
  /** the shortcut works inside the Monaco editor too (registered as an editor action) */
  inEditor?: boolean;
  canRun: (state: CommandState) => boolean;
  run: (state: CommandState) => unknown;
}
