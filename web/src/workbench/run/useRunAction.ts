// Run: the Run tests tab first, 100 ms later the visible tests go to the judge (the code of
// the language and the learner's own cases after the tests, cases/; or a UI problem's files; or a
// type challenge's types to the type checker); the verdict lands in the run store and the console.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkbenchCheckTypesDocument, WorkbenchRunCodeDocument, WorkbenchRunUiTestsDocument } from '../../gql/graphql';
import { toast } from '../../toast/toast';
import type { WorkbenchProblem } from '../code/starterCode';
import type { useConsoleActions } from '../console/useConsoleActions';
import type { WorkbenchStores } from '../state/stores';
import { RUN_START_DELAY_MS, wait } from '../submit/submitFlow';
import { phaseOf } from './runModel';
import { starterCode } from '../code/starterCode';
import { customTestCode, entryName } from '../cases/customCases';

/** the learner's own cases, to run after the visible tests (function problems only, not type challenges) */
const casesCode = (stores: WorkbenchStores, problem: WorkbenchProblem, language: string) =>
  problem.category === 'JSFunction' && problem.kind !== 'TypeChallenge'
    ? customTestCode(stores.cases.getState().cases, entryName(starterCode(problem, language)))
    : '';

export function useRunAction(
  stores: WorkbenchStores,
  problem: WorkbenchProblem,
  { log, logRun }: ReturnType<typeof useConsoleActions>,
) {
  const { t } = useTranslation('workbench');
  const [runCode] = useMutation(WorkbenchRunCodeDocument);
  const [runUiTests] = useMutation(WorkbenchRunUiTestsDocument);
  const [checkTypes] = useMutation(WorkbenchCheckTypesDocument);

  return useCallback(async () => {
    if (stores.run.getState().busy) return;
    const setRun = (run: ReturnType<typeof stores.run.getState>['run']) => stores.run.setState({ run });
    stores.run.setState({ busy: 'run' });
    stores.layout.getState().showTab('runTests');
    setRun({ phase: 'waiting', result: null, failure: null });
    await wait(RUN_START_DELAY_MS);
    setRun({ phase: 'running', result: null, failure: null });
    log([{ type: 'system', level: 'info', message: t('console.runStarted') }]);
    try {
      const files = stores.files.getState().files;
      const { code, language } = stores.code.getState();
      const result = files
        ? (
            await runUiTests({
              variables: { input: { framework: files.framework, files: files.tree, testCode: problem.testCase } },
            })
          ).data!.runUiTests
        : problem.kind === 'TypeChallenge'
          ? (await checkTypes({ variables: { input: { code, testCode: problem.testCase } } })).data!.checkTypes
          : (
              await runCode({
                variables: {
                  input: { code, testCode: problem.testCase + casesCode(stores, problem, language), language },
                },
              })
            ).data!.runCode;
      setRun({ phase: phaseOf(result), result, failure: null });
      logRun(result);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t('runner.executionFailed');
      setRun({ phase: 'failed', result: null, failure: message });
      log([{ type: 'system', level: 'error', message }]);
      toast.error(`${t('submit.runFailed')} ${message}`);
    } finally {
      stores.run.setState({ busy: null });
    }
  }, [stores, problem, log, logRun, t, runCode, runUiTests, checkTypes]);
}
