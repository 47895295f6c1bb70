// The workbench's state in a few zustand stores, one set per workbench (per problem): the code
// and its language, the run, the console, the layout (with the tab last shown on purpose) and
// the dialogs (login prompt, command palette). Components read them by slice (useStores.ts),
// so a keystroke re-renders what shows the code and nothing else. Server data stays in Apollo.
import { type StoreApi, createStore } from 'zustand';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import type { ConsoleEntry } from '../console/consoleLog';
import type { useUiFiles } from '../files/useUiFiles';
import { type LayoutStore, createLayoutStore } from '../layout/layoutStore';
import type { LayoutCategory } from '../layout/layoutModel';
import { INITIAL_RUN, type RunState } from '../run/runModel';
import type { CustomCase } from '../cases/customCases';

export type LoginReason = 'savedCode' | 'submissions' | 'results' | 'progress' | 'comments';
export interface SavedRef {
  id: string;
  title: string;
}

export interface CodeSlice {
  language: string;
  code: string;
  /** the cloud version the editor shows, until the code changes */
  selectedSaved: SavedRef | null;
}
export interface RunSlice {
  run: RunState;
  busy: 'run' | 'submit' | null;
}
export interface ConsoleSlice {
  entries: ConsoleEntry[];
}
export interface DialogSlice {
  loginPrompt: LoginReason | null;
  paletteOpen: boolean;
  /** the list of every shortcut (the settings' link, or ?) */
  shortcutsOpen: boolean;
}

/** a fresh attempt (review): attempting, then graded after a submit, or given up (fresh/) */
export interface FreshSlice {
  active: boolean;
  phase: 'attempt' | 'grade' | 'done';
  verdict: { passed: number; total: number } | null;
}

/** the learner's own test cases of a function problem (cases/useCustomCases) */
export interface CasesSlice {
  cases: CustomCase[];
  /** how the last change was kept: in the account, in this browser, or the server's refusal */
  saved: { kind: 'account' | 'local' } | { kind: 'failed'; message: string } | null;
}

/** an output quiz's last checked answer, and whether the explanation was opened before answering */
export interface QuizSlice {
  result: { correct: boolean; given: string; answer: string } | null;
  revealed: boolean;
}

export interface WorkbenchStores {
  code: StoreApi<CodeSlice>;
  run: StoreApi<RunSlice>;
  console: StoreApi<ConsoleSlice>;
  layout: StoreApi<LayoutStore>;
  dialogs: StoreApi<DialogSlice>;
  /** a UI problem's files as actions read them when they run (UiFilesProvider holds them) */
  files: StoreApi<{ files: ReturnType<typeof useUiFiles> | null }>;
  /** the Monaco editor that last had focus (Format document acts on it) */
  editor: StoreApi<{ editor: Monaco.editor.IStandaloneCodeEditor | null }>;
  fresh: StoreApi<FreshSlice>;
  cases: StoreApi<CasesSlice>;
  quiz: StoreApi<QuizSlice>;
}

export function createWorkbenchStores(initial: {
  category: LayoutCategory;
  language: string;
  code: string;
  fresh?: boolean;
}): WorkbenchStores {
  return {
    code: createStore<CodeSlice>(() => ({ language: initial.language, code: initial.code, selectedSaved: null })),
    run: createStore<RunSlice>(() => ({ run: INITIAL_RUN, busy: null })),
    console: createStore<ConsoleSlice>(() => ({ entries: [] })),
    layout: createLayoutStore(initial.category),
    dialogs: createStore<DialogSlice>(() => ({ loginPrompt: null, paletteOpen: false, shortcutsOpen: false })),
    files: createStore(() => ({ files: null })),
    editor: createStore(() => ({ editor: null })),
    fresh: createStore<FreshSlice>(() => ({ active: initial.fresh ?? false, phase: 'attempt', verdict: null })),
    cases: createStore<CasesSlice>(() => ({ cases: [], saved: null })),
    quiz: createStore<QuizSlice>(() => ({ result: null, revealed: false })),
  };
}
