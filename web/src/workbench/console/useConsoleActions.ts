// Writing to the workbench's console (consoleLog.ts keeps its rules): entries stamped now, a
// run's logs and verdict, clearing.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkbenchRunFragment } from '../../gql/graphql';
import type { WorkbenchStores } from '../state/stores';
import { type ConsoleEntry, appendEntries } from './consoleLog';

export function useConsoleActions(stores: WorkbenchStores) {
  const { t } = useTranslation('workbench');
  return useMemo(() => {
    const log = (entries: Omit<ConsoleEntry, 'timestamp'>[]) => {
      const now = Date.now();
      stores.console.setState((current) => ({
        entries: appendEntries(
          current.entries,
          entries.map((entry) => ({ ...entry, timestamp: now })),
        ),
      }));
    };
    const logRun = (result: WorkbenchRunFragment) =>
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
    const clearConsole = () => stores.console.setState({ entries: [] });
    return { log, logRun, clearConsole };
  }, [stores, t]);
}
