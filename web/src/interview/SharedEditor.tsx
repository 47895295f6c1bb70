// Monaco bound to a shared Y.Text with y-monaco: every keystroke goes to the room, remote cursors
// and selections show in each participant's colour with their name, and in follow mode the view
// keeps the followed participant's cursor in sight; undo and redo take back only one's own
// changes. Read-only once the room has ended (or, for the candidate, while the pad is locked).
// Without `shareCursor` (the interviewer's focus time) this page's cursor and selection are not
// put on the awareness, so nobody sees them.
import { useEffect, useRef } from 'react';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import * as Y from 'yjs';
import { useMonaco } from '../workbench/editor/CodeEditor';
import { applyEditorTheme } from '../workbench/editor/themes';
import { useEditorLook } from '../workbench/editor/useEditorLook';
import { remoteCursorCss } from './roomModel';
import type { Present } from './useAwareness';
import type { LiveDocument } from './useCollab';

export function SharedEditor({
  live,
  field,
  path,
  language,
  readOnly,
  present = [],
  followClientId = null,
  ariaLabel,
  loadingLabel,
  testId,
  prose = false,
  shareCursor = true,
  onMultiLinePaste,
}: {
  live: LiveDocument;
  /** the Y.Text's name in the document */
  field: string;
  /** the model's path (its extension picks nothing; `language` does) */
  path: string;
  language: 'javascript' | 'typescript' | 'markdown' | 'plaintext';
  readOnly: boolean;
  present?: Present[];
  followClientId?: number | null;
  ariaLabel: string;
  loadingLabel: string;
  testId: string;
  /** notes, not code: no line numbers, folding or gutter, lines wrapped */
  prose?: boolean;
  /** whether the others see this page's cursor and selection */
  shareCursor?: boolean;
  /** a paste of more than one line into this editor (recorded for the interviewer's replay) */
  onMultiLinePaste?: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const monaco = useMonaco();
  const { fontSize, theme } = useEditorLook();
  /** the options a new editor starts with; later changes are applied below */
  const options = useRef({ fontSize, readOnly, ariaLabel });
  const sharing = useRef(shareCursor);
  const pasted = useRef(onMultiLinePaste);
  useEffect(() => {
    pasted.current = onMultiLinePaste;
  }, [onMultiLinePaste]);

  useEffect(() => {
    if (!monaco || !host.current) return;
    let binding: { destroy(): void } | undefined;
    let disposed = false;
    const model = monaco.editor.createModel('', language, monaco.Uri.parse(`inmemory://interview/${path}`));
    const editor = monaco.editor.create(host.current, {
      model,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      tabSize: 2,
      ...(prose
        ? {
            lineNumbers: 'off' as const,
            glyphMargin: false,
            folding: false,
            lineDecorationsWidth: 8,
            lineNumbersMinChars: 0,
            wordWrap: 'on' as const,
            renderLineHighlight: 'none' as const,
          }
        : {}),
      ...options.current,
      fixedOverflowWidgets: true,
    });
    editorRef.current = editor;
    const pastes = editor.onDidPaste((e) => {
      if (e.range.endLineNumber > e.range.startLineNumber) pasted.current?.();
    });
    // y-monaco reaches Monaco through the same module (a Vite alias, see vite.config.ts)
    let undo: Y.UndoManager | undefined;
    let actions: { dispose(): void }[] = [];
    void import('y-monaco').then(({ MonacoBinding }) => {
      if (disposed) return;
      const text = live.doc.getText(field);
      const awareness = live.provider.awareness;
      // the binding writes this page's selection through here: held back while not sharing
      const gated =
        awareness &&
        new Proxy(awareness, {
          get(target, property, receiver) {
            if (property === 'setLocalStateField') {
              return (name: string, value: unknown) =>
                target.setLocalStateField(name, name === 'selection' && !sharing.current ? null : value);
            }
            const value: unknown = Reflect.get(target, property, receiver);
            return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
          },
        });
      const bound = new MonacoBinding(text, model, new Set([editor]), gated ?? undefined);
      binding = bound;
      // Undo is per person: Monaco's own stack would also take back what the others typed (the
      // binding applies their changes to the model), so Ctrl/⌘+Z and redo go to a Yjs undo
      // manager that tracks only this editor's changes (the binding is their transaction origin).
      const manager = new Y.UndoManager(text, { trackedOrigins: new Set([bound]) });
      undo = manager;
      const unlessReadOnly = (step: () => void) => () => {
        if (!editor.getRawOptions().readOnly) step();
      };
      // actions, not addCommand: an action's keys are scoped to its editor, while addCommand's
      // are global (the last editor's wins: the private notes would take the pad's Ctrl+Z)
      const { KeyMod, KeyCode } = monaco;
      actions = [
        editor.addAction({
          id: 'interview.undo',
          label: 'Undo',
          keybindings: [KeyMod.CtrlCmd | KeyCode.KeyZ],
          run: unlessReadOnly(() => manager.undo()),
        }),
        editor.addAction({
          id: 'interview.redo',
          label: 'Redo',
          keybindings: [KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.KeyZ, KeyMod.CtrlCmd | KeyCode.KeyY],
          run: unlessReadOnly(() => manager.redo()),
        }),
      ];
    });
    return () => {
      disposed = true;
      pastes.dispose();
      for (const action of actions) action.dispose();
      undo?.destroy();
      binding?.destroy();
      editor.dispose();
      model.dispose();
      editorRef.current = null;
    };
    // one editor per document; options follow below
  }, [monaco, live, field, path, language, prose]);

  useEffect(() => {
    options.current = { fontSize, readOnly, ariaLabel };
    editorRef.current?.updateOptions(options.current);
  }, [fontSize, readOnly, ariaLabel]);

  // not sharing any more: take back the cursor the others have (the next move shares it again)
  useEffect(() => {
    sharing.current = shareCursor;
    if (!shareCursor) live.provider.awareness?.setLocalStateField('selection', null);
  }, [live, shareCursor]);

  useEffect(() => {
    if (monaco) void applyEditorTheme(monaco, theme);
  }, [monaco, theme]);

  // follow mode: keep the followed cursor in view
  useEffect(() => {
    const awareness = live.provider.awareness;
    if (followClientId === null || !awareness) return;
    const reveal = () => {
      const editor = editorRef.current;
      const model = editor?.getModel();
      const selection = awareness.getStates().get(followClientId)?.selection as { head?: unknown } | undefined;
      if (!editor || !model || !selection?.head) return;
      const absolute = Y.createAbsolutePositionFromRelativePosition(
        Y.createRelativePositionFromJSON(selection.head),
        live.doc,
      );
      if (absolute) editor.revealPositionInCenterIfOutsideViewport(model.getPositionAt(absolute.index));
    };
    reveal();
    awareness.on('change', reveal);
    return () => awareness.off('change', reveal);
  }, [live, followClientId]);

  const cursors = present
    .filter((p) => !p.self)
    .map((p) => ({ clientId: p.clientId, name: p.user.name, color: p.user.color }));

  return (
    <div className="relative h-full min-h-40 w-full" data-testid={testId} data-readonly={readOnly}>
      <style>{remoteCursorCss(cursors)}</style>
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
  );
}
