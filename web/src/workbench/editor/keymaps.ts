// Vim and Emacs keys for a Monaco editor (monaco-vim, monaco-emacs), each loaded only when
// chosen. Vim writes its mode ("-- INSERT --") and its ":" prompt into the status element
// under the editor. Returns the detach: switching keymaps disposes the old one first.
import type * as Monaco from 'monaco-editor/editor/editor.api';
import type { Keymap } from './editorPrefs';

export async function attachKeymap(
  editor: Monaco.editor.IStandaloneCodeEditor,
  keymap: Keymap,
  statusNode: HTMLElement | null,
): Promise<(() => void) | null> {
  if (keymap === 'vim') {
    const { initVimMode } = await import('monaco-vim');
    // monaco-vim is typed against the package's root entry; it is the same editor
    const vim = initVimMode(editor as Parameters<typeof initVimMode>[0], statusNode);
    return () => vim.dispose();
  }
  if (keymap === 'emacs') {
    const { EmacsExtension } = await import('monaco-emacs');
    const emacs = new EmacsExtension(editor as ConstructorParameters<typeof EmacsExtension>[0]);
    emacs.start();
    return () => emacs.dispose();
  }
  return null;
}
