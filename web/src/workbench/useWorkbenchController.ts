// The workbench's actions for one problem, composed from focused hooks: the code and its
// autosave (code/useCodeActions), the console (console/useConsoleActions), Run
// (run/useRunAction), Submit (submit/useSubmitAction), applying a saved version
// (solutions/useApplySaved) and the login prompt. State lives in the stores of
// state/stores.ts; this object changes only with the problem, the book, the session.
import { useQuery } from '@apollo/client/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { WorkbenchBookDocument } from '../gql/graphql';
import { useSession } from '../auth/useSession';
import { codeCacheKey, deviceId, freshOwner, readCachedCode } from './code/codeCache';
import { type WorkbenchProblem, starterCode } from './code/starterCode';
import { useCodeActions } from './code/useCodeActions';
import { useCustomCases } from './cases/useCustomCases';
import { useConsoleActions } from './console/useConsoleActions';
import { pickLanguage } from './editor/editorPrefs';
import { layoutCategory } from './layout/layoutModel';
import { useRunAction } from './run/useRunAction';
import { useApplySaved } from './solutions/useApplySaved';
import { type LoginReason, createWorkbenchStores } from './state/stores';
import { useSubmitAction } from './submit/useSubmitAction';

export type { WorkbenchProblem } from './code/starterCode';

export function useWorkbenchController(options: {
  problem: WorkbenchProblem;
  bookLink: string | null;
  refetchProblem: () => Promise<unknown>;
  /** a fresh attempt from the review: a blank starter, its draft kept apart from the learner's code */
  fresh?: boolean;
}) {
  const { problem, bookLink } = options;
  const fresh = options.fresh ?? false;
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const owner = freshOwner(session.status === 'authenticated' ? session.user.id : deviceId(), fresh);
  // saves and submissions name the book by its id (the route has its link)
  const { data: bookData } = useQuery(WorkbenchBookDocument, { variables: { link: bookLink ?? '' }, skip: !bookLink });
  const bookId = bookData?.book?.id ?? null;
  const category = layoutCategory(problem);
  const isUi = category === 'UICoding';
  // one array while the problem's languages stay the same
  const languages = useMemo(
    () => (problem.supportLanguages.length > 0 ? problem.supportLanguages : ['Javascript']),
    [problem.supportLanguages],
  );
  // one set of stores per workbench (the page keys the workbench by problem)
  const [stores] = useState(() => {
    const language = pickLanguage(languages);
    const saved = readCachedCode(codeCacheKey(owner, problem.id, language));
    return createWorkbenchStores({ category, language, code: saved ?? starterCode(problem, language), fresh });
  });
  // the page passes a new function on every render: one stable function calls the latest
  const refetchRef = useRef(options.refetchProblem);
  useLayoutEffect(() => {
    refetchRef.current = options.refetchProblem;
  });
  const refetchProblem = useCallback(() => refetchRef.current(), []);

  const code = useCodeActions(stores, problem, owner);
  const setCases = useCustomCases({
    stores,
    problemId: problem.id,
    enabled: category === 'JSFunction',
    signedIn,
    owner,
  });
  const consoleActions = useConsoleActions(stores);
  const runTests = useRunAction(stores, problem, consoleActions);
  const submit = useSubmitAction({
    stores,
    problem,
    bookId,
    bookLink,
    signedIn,
    refetchProblem,
    console: consoleActions,
  });
  const applySaved = useApplySaved(stores, languages, code);
  const requireSignIn = useCallback(
    (reason: LoginReason) => {
      if (!signedIn) stores.dialogs.setState({ loginPrompt: reason });
      return signedIn;
    },
    [signedIn, stores],
  );

  return useMemo(() => {
    const { showTab, update: updateLayout, reset: resetLayout } = stores.layout.getState();
    return {
      stores,
      problem,
      bookLink,
      bookId,
      category,
      isUi,
      signedIn,
      owner,
      fresh,
      languages,
      ...code,
      ...consoleActions,
      setCases,
      applySaved,
      runTests,
      submit,
      requireSignIn,
      setLoginPrompt: (reason: LoginReason | null) => stores.dialogs.setState({ loginPrompt: reason }),
      showTab,
      updateLayout,
      resetLayout,
      refetchProblem,
    };
  }, [
    stores,
    problem,
    bookLink,
    bookId,
    category,
    isUi,
    signedIn,
    owner,
    fresh,
    languages,
    code,
    consoleActions,
    setCases,
    applySaved,
    runTests,
    submit,
    requireSignIn,
    refetchProblem,
  ]);
}
