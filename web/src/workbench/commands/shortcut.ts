// Shortcuts: matching a keydown, showing one (Ctrl+Enter, or ⌘↵ on a Mac), its
// aria-keyshortcuts value, and the same key as a Monaco keybinding.
import type * as Monaco from 'monaco-editor/editor/editor.api';
import type { Shortcut } from './command';

export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** a command's keys: its shortcut first, then the alternates */
export const keysOf = (command: { shortcut?: Shortcut; alternates?: Shortcut[] }): Shortcut[] =>
  command.shortcut ? [command.shortcut, ...(command.alternates ?? [])] : [];

export function matches(shortcut: Shortcut, event: KeyboardEvent): boolean {
  return (
    event.code === shortcut.code &&
    (event.ctrlKey || event.metaKey) === !!shortcut.mod &&
    event.shiftKey === !!shortcut.shift &&
    event.altKey === !!shortcut.alt
  );
}

const keyName = (code: string) =>
  code.startsWith('Key') || code.startsWith('Digit')
    ? code.slice(code.startsWith('Key') ? 3 : 5)
    : code === 'Quote'
      ? "'"
      : code === 'Slash'
        ? '/'
        : code;

/** the keys to press, one label each: ['Ctrl', 'Shift', 'P'] or ['⌘', '⇧', 'P'] */
export function shortcutKeys(shortcut: Shortcut, mac = isMac()): string[] {
  return [
    ...(shortcut.mod ? [mac ? '⌘' : 'Ctrl'] : []),
    ...(shortcut.shift ? [mac ? '⇧' : 'Shift'] : []),
    ...(shortcut.alt ? [mac ? '⌥' : 'Alt'] : []),
    keyName(shortcut.code),
  ];
}

/** for aria-keyshortcuts: "Control+Shift+P Meta+Shift+P" */
export function ariaShortcut(shortcut: Shortcut): string {
  const rest = [...(shortcut.shift ? ['Shift'] : []), ...(shortcut.alt ? ['Alt'] : []), keyName(shortcut.code)];
  return shortcut.mod ? `Control+${rest.join('+')} Meta+${rest.join('+')}` : rest.join('+');
}

export function monacoKeybinding(monaco: typeof Monaco, shortcut: Shortcut): number | null {
  const key = monaco.KeyCode[shortcut.code as keyof typeof Monaco.KeyCode] as number | undefined;
  if (key === undefined) return null;
  return (
    (shortcut.mod ? monaco.KeyMod.CtrlCmd : 0) |
    (shortcut.shift ? monaco.KeyMod.Shift : 0) |
    (shortcut.alt ? monaco.KeyMod.Alt : 0) |
    key
  );
}
