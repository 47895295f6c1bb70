// Submit: the six steps of submitFlow.ts with the code (or a UI problem's files) and the
// book's id; the server decides, the run store and the console show its verdict. Visitors
// get the login prompt instead.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkbenchBookDocument, WorkbenchSubmissionsDocument, WorkbenchSubmitDocument } from '../../gql/graphql';
import { toast } from '../../toast/toast';
import type { WorkbenchProblem } from '../code/starterCode';
import type { useConsoleActions } from '../console/useConsoleActions';
import { phaseOf } from '../run/runModel';
import type { WorkbenchStores } from '../state/stores';
import { localTimeLabel } from './localTimeLabel';
import { runSubmitFlow, wait } from './submitFlow';

export function useSubmitAction(options: {
  stores: WorkbenchStores;
  problem: WorkbenchProblem;
  bookId: string | null;
  /** the book's link, as the page's query names it (statue(book: link)) */
  bookLink: string | null;
  signedIn: boolean;
  refetchProblem: () => Promise<unknown>;
  console: ReturnType<typeof useConsoleActions>;
}) {
  const { stores, problem, bookId, bookLink, signedIn, refetchProblem } = options;
  const { log, logRun } = options.console;
  const { t } = useTranslation('workbench');
  const client = useApolloClient();
  const [submitSolution] = useMutation(WorkbenchSubmitDocument);

  return useCallback(async () => {
    if (!signedIn) return stores.dialogs.setState({ loginPrompt: 'submissions' });
    if (stores.run.getState().busy) return;
    const setRun = (run: ReturnType<typeof stores.run.getState>['run']) => stores.run.setState({ run });
    stores.run.setState({ busy: 'submit' });
    try {
      await runSubmitFlow({
        showRunTests: () => {
          stores.layout.getState().showTab('runTests');
          setRun({ phase: 'waiting', result: null, failure: null });
        },
        wait,
        submit: async () => {
          setRun({ phase: 'running', result: null, failure: null });
          log([{ type: 'system', level: 'info', message: t('console.submitStarted') }]);
          const files = stores.files.getState().files;
          const { code, language } = stores.code.getState();
          // inside a book, the submission names it even when the book's query has not answered
          // yet (a quick learner, a slow network): else it would count outside the book
          const book =
            bookId ??
            (bookLink
              ? ((await client.query({ query: WorkbenchBookDocument, variables: { link: bookLink } })).data?.book?.id ??
                null)
              : null);
          const { data } = await submitSolution({
            variables: {
              input: {
                problemId: problem.id,
                bookId: book,
                ...(files
                  ? { code: '', language: 'Javascript', framework: files.framework, fileTrees: files.tree }
                  : { code, language }),
                title: `${t('submit.titlePrefix')} ${localTimeLabel()}`,
              },
            },
          });
          const outcome = data!.submitSolution;
          setRun({ phase: phaseOf(outcome.run), result: outcome.run, failure: null });
          logRun(outcome.run);
          // a fresh attempt is graded by the learner once its verdict is in (fresh/FreshAttemptBar)
          if (stores.fresh.getState().active) {
            stores.fresh.setState({
              phase: 'grade',
              verdict: { passed: outcome.run.passed, total: outcome.run.total },
            });
          }
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
      stores.run.setState({ busy: null });
    }
  }, [stores, problem.id, bookId, bookLink, signedIn, refetchProblem, log, logRun, t, client, submitSolution]);
}
