// The workbench's state and actions in one place (one problem at a time):
//   - the code of the chosen language, restored from the local autosave (spec §9) and saved
//     500 ms after the last change; reset to the starter code; a saved version applied;
//   - Run: the Run tests tab, 100 ms later the visible tests go to the judge;
//   - Submit: the six steps of submitFlow.ts; the server decides;
//   - the console (consoleLog.ts rules) and the layout (useLayout);
//   - the login prompt for visitors who try what needs an account.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type WorkbenchProblemQuery,
  type WorkbenchRunFragment,
  WorkbenchRunCodeDocument,
  WorkbenchRunUiTestsDocument,
  WorkbenchSubmitDocument,
  WorkbenchBookDocument,
  WorkbenchSubmissionsDocument,
} from '../gql/graphql';
import { useSession } from '../auth/useSession';
import { toast } from '../toast/toast';
import { CODE_SAVE_DEBOUNCE_MS, codeCacheKey, deviceId, readCachedCode, writeCachedCode } from './code/codeCache';
import { type ConsoleEntry, appendEntries } from './console/consoleLog';
import { pickLanguage, storeLanguage } from './editor/editorPrefs';
import { type LayoutCategory, type TabId, findTab, openTab, retainFileTabs } from './layout/layoutModel';
import { showResults } from './layout/resultsPane';
import { useLayout } from './layout/useLayout';
import { useUiFiles } from './files/useUiFiles';
import { flattenTree, isFileTree } from './preview/fileTree';
import type { Framework } from './preview/resolve';
import { usePreview } from './preview/usePreview';
import { INITIAL_RUN, type RunState, phaseOf } from './run/runModel';
import { RUN_START_DELAY_MS, runSubmitFlow } from './submit/submitFlow';

export type WorkbenchProblem = NonNullable<WorkbenchProblemQuery['problem']>;
export type LoginReason = 'savedCode' | 'submissions' | 'results' | 'progress' | 'comments';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function starterCode(problem: WorkbenchProblem, language: string): string {
  const code = (problem.code ?? {}) as Record<string, unknown>;
  const entry = Object.entries(code).find(([key]) => key.toLowerCase() === language.toLowerCase());
  return typeof entry?.[1] === 'string' ? entry[1] : '';
}

/** "Submission 2026/11/24 14:05:09" in the viewer's local time */
export function localTimeLabel(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

export function useWorkbenchController(options: {
  problem: WorkbenchProblem;
  bookLink: string | null;
  refetchProblem: () => Promise<unknown>;
}) {
  const { problem, bookLink, refetchProblem } = options;
  const { t } = useTranslation('workbench');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const owner = session.status === 'authenticated' ? session.user.id : deviceId();
  const client = useApolloClient();
  // saves and submissions name the book by its id (the route has its link)
  const { data: bookData } = useQuery(WorkbenchBookDocument, { variables: { link: bookLink ?? '' }, skip: !bookLink });
  const bookId = bookData?.book?.id ?? null;

  const category = problem.category as LayoutCategory;
  const { layout, update: updateLayout, reset: resetLayoutTo } = useLayout(category);
  // one array while the problem's languages stay the same (the controller's memo depends on it)
  const languages = useMemo(
    () => (problem.supportLanguages.length > 0 ? problem.supportLanguages : ['Javascript']),
    [problem.supportLanguages],
  );
  const [language, setLanguageState] = useState(() => pickLanguage(languages));
  const cacheKey = codeCacheKey(owner, problem.id, language);
  const [code, setCodeState] = useState(() => readCachedCode(cacheKey) ?? starterCode(problem, language));
  const [loadedKey, setLoadedKey] = useState(cacheKey);
  const [selectedSaved, setSelectedSaved] = useState<{ id: string; title: string } | null>(null);
  const [run, setRun] = useState<RunState>(INITIAL_RUN);
  const [consoleEntries, setConsoleEntries] = useState<ConsoleEntry[]>([]);
  const [loginPrompt, setLoginPrompt] = useState<LoginReason | null>(null);
  const [busy, setBusy] = useState<'run' | 'submit' | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // another problem, language or owner: read that code (the pending save of the old one lands first)
  const [selectionAfterSwitch, setSelectionAfterSwitch] = useState<{ id: string; title: string } | null>(null);
  if (loadedKey !== cacheKey) {
    setLoadedKey(cacheKey);
    setCodeState(readCachedCode(cacheKey) ?? starterCode(problem, language));
    setSelectedSaved(selectionAfterSwitch);
    setSelectionAfterSwitch(null);
    setRun(INITIAL_RUN);
  }
  const pending = useRef<{ key: string; code: string } | null>(null);
  const flush = useCallback(() => {
    clearTimeout(saveTimer.current);
    if (pending.current) writeCachedCode(pending.current.key, pending.current.code);
    pending.current = null;
  }, []);
  useEffect(() => flush, [cacheKey, flush]);

  const [runCode] = useMutation(WorkbenchRunCodeDocument);
  const [runUiTests] = useMutation(WorkbenchRunUiTestsDocument);
  const [submitSolution] = useMutation(WorkbenchSubmitDocument);

  const log = useCallback((entries: Omit<ConsoleEntry, 'timestamp'>[]) => {
    const now = Date.now();
    setConsoleEntries((current) =>
      appendEntries(
        current,
        entries.map((entry) => ({ ...entry, timestamp: now })),
      ),
    );
  }, []);

  const isUi = category === 'UICoding';
  const files = useUiFiles({
    enabled: isUi,
    owner,
    problemId: problem.id,
    fileTrees: problem.fileTrees,
    supportFrameworks: problem.supportFrameworks,
  });
  // results of another framework's files say nothing about these: back to "waiting"
  // (another language's are cleared where the code is switched, above)
  const [runFramework, setRunFramework] = useState(files.framework);
  if (runFramework !== files.framework) {
    setRunFramework(files.framework);
    setRun(INITIAL_RUN);
  }
  const preview = usePreview({
    enabled: isUi,
    framework: files.framework,
    tree: files.tree,
    revision: files.revision,
    log,
  });
  // a UI problem opens the tree's default file first, beside the file manager; tabs of files
  // that are gone (another framework's, deleted, renamed) close
  const filePaths = useMemo(() => new Set(flattenTree(files.tree).keys()), [files.tree]);
  const defaultFileTab: TabId | null = isUi && files.defaultFile ? `file:${files.defaultFile}` : null;
  useEffect(() => {
    if (!isUi) return;
    updateLayout((current) => {
      const kept = retainFileTabs(current, filePaths);
      const hasFileTab = kept.columns.some((column) =>
        column.rows.some((row) => row.tabs.some((tab) => tab.startsWith('file:'))),
      );
      return hasFileTab || !defaultFileTab ? kept : openTab(kept, defaultFileTab, findTab(kept, 'fileManage')?.id);
    });
  }, [isUi, filePaths, defaultFileTab, updateLayout]);

  const logRun = useCallback(
    (result: WorkbenchRunFragment) => {
      log([
        ...result.logs.map((entry) => ({ type: 'console' as const, level: entry.level, message: entry.message })),
        ...result.results.flatMap((test) =>
          test.logs.map((entry) => ({ type: 'console' as const, level: entry.level, message: entry.message })),
        ),
        ...(result.hasError && result.errorMessage
          ? [{ type: 'system' as const, level: 'error' as const, message: result.errorMessage }]
          : []),
        {
          type: 'system',
          level: 'info',
          message: t('console.runFinished', { passed: result.passed, total: result.total }),
        },
      ]);
    },
    [log, t],
  );

  /** the editor's changes: kept, saved locally 500 ms after the last one; a saved version is no longer "applied" */
  const setCode = useCallback(
    (next: string) => {
      setCodeState(next);
      setSelectedSaved(null);
      pending.current = { key: cacheKey, code: next };
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(flush, CODE_SAVE_DEBOUNCE_MS);
    },
    [cacheKey, flush],
  );

  /** replaces the code now (reset, applying a version) and saves it */
  const replaceCode = useCallback(
    (next: string, saved: { id: string; title: string } | null = null) => {
      clearTimeout(saveTimer.current);
      pending.current = null;
      setCodeState(next);
      setSelectedSaved(saved);
      writeCachedCode(cacheKey, next);
    },
    [cacheKey],
  );

  const resetCode = useCallback(() => replaceCode(starterCode(problem, language)), [replaceCode, problem, language]);

  const setLanguage = useCallback(
    (next: string) => {
      flush();
      storeLanguage(next);
      setLanguageState(next);
    },
    [flush],
  );

  /** a saved version into the editor (its language chosen first when it differs) */
  const applySaved = useCallback(
    (solution: {
      id: string;
      title: string;
      code: string;
      language: string;
      framework?: string | null;
      fileTrees?: unknown;
    }) => {
      if (isUi) {
        const framework = files.frameworks.find((f) => f === solution.framework);
        if (!framework || !isFileTree(solution.fileTrees)) return false;
        files.applyTree(framework as Framework, solution.fileTrees);
        setSelectedSaved({ id: solution.id, title: solution.title });
        return true;
      }
      const target = languages.find((l) => l.toLowerCase() === solution.language.toLowerCase()) ?? language;
      if (target === language) {
        replaceCode(solution.code, { id: solution.id, title: solution.title });
        return true;
      }
      flush();
      writeCachedCode(codeCacheKey(owner, problem.id, target), solution.code);
      setSelectionAfterSwitch({ id: solution.id, title: solution.title });
      storeLanguage(target);
      setLanguageState(target);
      return true;
    },
    [isUi, files, languages, language, replaceCode, flush, owner, problem.id],
  );

  // the last tab shown on purpose (Run, Submit, a file opened): the phone brings its pane forward
  const [revealed, setRevealed] = useState<{ tab: TabId; seq: number } | null>(null);
  const showTab = useCallback(
    (tab: TabId) => {
      updateLayout((current) => (tab === 'runTests' ? showResults(current) : openTab(current, tab)));
      setRevealed((last) => ({ tab, seq: (last?.seq ?? 0) + 1 }));
    },
    [updateLayout],
  );

  const runTests = useCallback(async () => {
    if (busy) return;
    setBusy('run');
    showTab('runTests');
    setRun({ phase: 'waiting', result: null, failure: null });
    await wait(RUN_START_DELAY_MS);
    setRun({ phase: 'running', result: null, failure: null });
    log([{ type: 'system', level: 'info', message: t('console.runStarted') }]);
    try {
      const result = isUi
        ? (
            await runUiTests({
              variables: { input: { framework: files.framework, files: files.tree, testCode: problem.testCase } },
            })
          ).data!.runUiTests
        : (await runCode({ variables: { input: { code, testCode: problem.testCase, language } } })).data!.runCode;
      setRun({ phase: phaseOf(result), result, failure: null });
      logRun(result);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t('runner.executionFailed');
      setRun({ phase: 'failed', result: null, failure: message });
      log([{ type: 'system', level: 'error', message }]);
      toast.error(`${t('submit.runFailed')} ${message}`);
    } finally {
      setBusy(null);
    }
  }, [
    busy,
    showTab,
    log,
    t,
    isUi,
    runUiTests,
    files.framework,
    files.tree,
    runCode,
    code,
    problem.testCase,
    language,
    logRun,
  ]);

  const submit = useCallback(async () => {
    if (!signedIn) return setLoginPrompt('submissions');
    if (busy) return;
    setBusy('submit');
    try {
      await runSubmitFlow({
        showRunTests: () => {
          showTab('runTests');
          setRun({ phase: 'waiting', result: null, failure: null });
        },
        wait,
        submit: async () => {
          setRun({ phase: 'running', result: null, failure: null });
          log([{ type: 'system', level: 'info', message: t('console.submitStarted') }]);
          const { data } = await submitSolution({
            variables: {
              input: {
                problemId: problem.id,
                bookId,
                ...(isUi
                  ? { code: '', language: 'Javascript', framework: files.framework, fileTrees: files.tree }
                  : { code, language }),
                title: `${t('submit.titlePrefix')} ${localTimeLabel()}`,
              },
            },
          });
          const outcome = data!.submitSolution;
          setRun({ phase: phaseOf(outcome.run), result: outcome.run, failure: null });
          logRun(outcome.run);
          void client.refetchQueries({ include: [WorkbenchSubmissionsDocument] });
          return {
            status: outcome.submission.status,
            problemStatus: outcome.status,
            passed: outcome.run.passed,
            total: outcome.run.total,
          };
        },
        refreshProblem: refetchProblem,
        toast: (outcome, { verdict, message }) => {
          if (outcome === 'success') toast.success(t('submit.success'));
          else if (outcome === 'failed')
            toast.warning(t('submit.failed', { passed: verdict?.passed ?? 0, total: verdict?.total ?? 0 }));
          else {
            setRun({ phase: 'failed', result: null, failure: message ?? t('submit.error') });
            toast.error(message ?? t('submit.error'));
          }
        },
      });
    } finally {
      setBusy(null);
    }
  }, [
    signedIn,
    busy,
    showTab,
    log,
    t,
    submitSolution,
    problem.id,
    bookId,
    code,
    language,
    isUi,
    files.framework,
    files.tree,
    logRun,
    client,
    refetchProblem,
  ]);

  const requireSignIn = useCallback(
    (reason: LoginReason) => {
      if (signedIn) return true;
      setLoginPrompt(reason);
      return false;
    },
    [signedIn],
  );

  return useMemo(
    () => ({
      problem,
      bookLink,
      bookId,
      category,
      signedIn,
      languages,
      language,
      setLanguage,
      code,
      setCode,
      replaceCode,
      resetCode,
      applySaved,
      starterCode: starterCode(problem, language),
      selectedSaved,
      setSelectedSaved,
      run,
      busy,
      runTests,
      submit,
      consoleEntries,
      log,
      clearConsole: () => setConsoleEntries([]),
      layout,
      updateLayout,
      resetLayout: resetLayoutTo,
      showTab,
      revealed,
      loginPrompt,
      setLoginPrompt,
      requireSignIn,
      refetchProblem,
      isUi,
      files,
      preview,
    }),
    [
      problem,
      bookLink,
      bookId,
      category,
      signedIn,
      languages,
      language,
      setLanguage,
      code,
      setCode,
      replaceCode,
      resetCode,
      applySaved,
      selectedSaved,
      run,
      busy,
      runTests,
      submit,
      consoleEntries,
      log,
      layout,
      updateLayout,
      resetLayoutTo,
      showTab,
      revealed,
      loginPrompt,
      requireSignIn,
      refetchProblem,
      isUi,
      files,
      preview,
    ],
  );
}
