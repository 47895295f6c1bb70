// One Monaco editor: loads the bundled Monaco on first use (never on other routes), keeps one
// model per path (so TypeScript checks each file as its language), reports changes, and
// follows the font size, theme, keymap (Vim's mode shown under it) and autocomplete it is
// given. In the workbench it also takes the command registry's shortcuts
// (commands/CommandsProvider.tsx).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { useOptionalCommands } from '../commands/commandsContext';
import { type Keymap, autocompleteOptions } from './editorPrefs';
import { attachKeymap } from './keymaps';
import { applyEditorTheme } from './themes';

type MonacoApi = typeof Monaco;
/** the languages registered in monaco.ts (.vue files show as html) */
export type EditorLanguage = 'javascript' | 'typescript' | 'html' | 'css' | 'plaintext';
let loading: Promise<MonacoApi> | undefined;
export const loadMonaco = () => (loading ??= import('./monaco').then((module) => module.monaco));

/** Monaco once it has loaded (null before): loaded on first use, never on other routes */
export function useMonaco(): MonacoApi | null {
  const [monaco, setMonaco] = useState<MonacoApi | null>(null);
  useEffect(() => {
    let live = true;
    void loadMonaco().then((api) => live && setMonaco(api));
    return () => {
      live = false;
    };
  }, []);
  return monaco;
}

export function CodeEditor({
  path,
  value,
  language,
  onChange,
  readOnly = false,
  fontSize,
  theme,
  ariaLabel,
  loadingLabel,
  keymap = 'default',
  autocomplete = true,
  keymapStatusLabel,
  showProblems = false,
}: {
  /** the model's path, e.g. `debounce/solution.ts` */
  path: string;
  value: string;
  language: EditorLanguage;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  fontSize: number;
  theme: string;
  ariaLabel: string;
  loadingLabel: string;
  keymap?: Keymap;
  autocomplete?: boolean;
  /** the accessible name of Vim's mode line */
  keymapStatusLabel?: string;
  /** underline the language service's errors even when read only (Monaco shows them only in editable editors) */
  showProblems?: boolean;
}) {
  const statusNode = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const monaco = useMonaco();
  const changeRef = useRef(onChange);
  useLayoutEffect(() => {
    changeRef.current = onChange;
  }, [onChange]);
  const applying = useRef(false);
  /** the options a new editor starts with; later changes are applied below */
  const options = useRef({
    fontSize,
    readOnly,
    ariaLabel,
    renderValidationDecorations: showProblems ? ('on' as const) : ('editable' as const),
    ...autocompleteOptions(autocomplete),
  });
  // in the workbench: its commands' shortcuts inside the editor (Monaco keeps Ctrl+Enter…)
  const attachCommands = useOptionalCommands()?.attachEditor;
  const attachRef = useRef(attachCommands);
  useLayoutEffect(() => {
    attachRef.current = attachCommands;
  }, [attachCommands]);

  // the editor itself, once Monaco is here
  useEffect(() => {
    if (!monaco || !host.current) return;
    const editor = monaco.editor.create(host.current, {
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      tabSize: 2,
      ...options.current,
      fixedOverflowWidgets: true,
    });
    editorRef.current = editor;
    const detachCommands = attachRef.current?.(editor, monaco);
    const subscription = editor.onDidChangeModelContent(() => {
      if (!applying.current) changeRef.current?.(editor.getValue());
    });
    return () => {
      subscription.dispose();
      detachCommands?.();
      editor.dispose();
      editorRef.current = null;
    };
  }, [monaco]);

  // the model of this path and language
  useEffect(() => {
    const editor = editorRef.current;
    if (!monaco || !editor) return;
    const uri = monaco.Uri.parse(`file:///${path}`);
    let model = monaco.editor.getModel(uri);
    if (!model || model.getLanguageId() !== language) {
      model?.dispose();
      model = monaco.editor.createModel(value, language, uri);
    }
    // the same model again is a no-op for Monaco, so a new value (a keystroke) costs a lookup
    editor.setModel(model);
  }, [monaco, path, language, value]);

  // a value set from outside (reset, applying a version) replaces the text, undoably
  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model || model.getValue() === value) return;
    applying.current = true;
    editorRef.current!.pushUndoStop();
    model.pushEditOperations([], [{ range: model.getFullModelRange(), text: value }], () => null);
    editorRef.current!.pushUndoStop();
    applying.current = false;
  }, [value, monaco, path, language]);

  useEffect(() => {
    options.current = {
      fontSize,
      readOnly,
      ariaLabel,
      renderValidationDecorations: showProblems ? 'on' : 'editable',
      ...autocompleteOptions(autocomplete),
    };
    editorRef.current?.updateOptions(options.current);
  }, [fontSize, readOnly, ariaLabel, autocomplete, showProblems]);

  // Vim or Emacs keys; the previous keymap is disposed before the next one starts
  useEffect(() => {
    const editor = editorRef.current;
    if (!monaco || !editor || keymap === 'default') return;
    let detach: (() => void) | null = null;
    let live = true;
    void attachKeymap(editor, keymap, statusNode.current).then((next) => {
      if (live) detach = next;
      else next?.();
    });
    return () => {
      live = false;
      detach?.();
    };
  }, [monaco, keymap]);

  useEffect(() => {
    if (monaco) void applyEditorTheme(monaco, theme);
  }, [monaco, theme]);

  return (
    <div className="flex h-full min-h-40 w-full flex-col" data-testid="code-editor">
      <div className="relative min-h-0 flex-1">
        {!monaco && (
          <p
            role="status"
            className="absolute inset-0 grid place-items-center text-sm text-slate-500 dark:text-slate-400"
          >
            {loadingLabel}
          </p>
        )}
        <div ref={host} className="absolute inset-0" />
      </div>
      {keymap === 'vim' && (
        <div
          ref={statusNode}
          role="status"
          aria-label={keymapStatusLabel}
          data-testid="vim-status"
          className="shrink-0 border-t border-slate-200 bg-slate-50 px-2 py-0.5 font-mono text-xs text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 [&_input]:bg-transparent [&_input]:outline-none"
        />
      )}
    </div>
  );
}
