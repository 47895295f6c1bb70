// Loads and keeps the learner's own test cases of a function problem: in the account when signed
// in (customCases / saveCustomCases), in this browser for visitors. A change is kept 500 ms after
// the last keystroke, once every case is well formed (the server would refuse the list otherwise).
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { WorkbenchCustomCasesDocument, WorkbenchSaveCustomCasesDocument } from '../../gql/graphql';
import { readJsonStorage, writeJsonStorage } from '../../lib/storage';
import type { WorkbenchStores } from '../state/stores';
import { type CustomCase, MAX_CASES, caseProblem } from './customCases';

const SAVE_DEBOUNCE_MS = 500;
const localKey = (owner: string, problemId: string) => `workbench.cases.${owner}.${problemId}`;

/** what a stored or fetched list holds, as cases (anything else is dropped) */
function asCases(value: unknown): CustomCase[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((c: { kind?: unknown; args?: unknown; expected?: unknown; body?: unknown }): CustomCase[] => {
      if (c?.kind === 'args') return [{ kind: 'args', args: String(c.args ?? ''), expected: String(c.expected ?? '') }];
      if (c?.kind === 'test') return [{ kind: 'test', body: String(c.body ?? '') }];
      return [];
    })
    .slice(0, MAX_CASES);
}

export function useCustomCases(options: {
  stores: WorkbenchStores;
  problemId: string;
  enabled: boolean;
  signedIn: boolean;
  owner: string;
}) {
  const { stores, problemId, enabled, signedIn, owner } = options;
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!enabled) return;
    if (!signedIn) {
      stores.cases.setState({ cases: asCases(readJsonStorage(localKey(owner, problemId))), saved: null });
      return;
    }
    let live = true;
    client
      .query({ query: WorkbenchCustomCasesDocument, variables: { problemId }, fetchPolicy: 'network-only' })
      .then(({ data }) => live && data && stores.cases.setState({ cases: asCases(data.customCases), saved: null }))
      .catch((error: unknown) => console.warn('workbench: custom cases not loaded', error));
    return () => {
      live = false;
    };
  }, [client, stores, problemId, enabled, signedIn, owner]);

  const persist = useCallback(
    async (cases: CustomCase[]) => {
      if (!signedIn) {
        writeJsonStorage(localKey(owner, problemId), cases);
        stores.cases.setState({ saved: { kind: 'local' } });
        return;
      }
      try {
        await client.mutate({ mutation: WorkbenchSaveCustomCasesDocument, variables: { problemId, cases } });
        stores.cases.setState({ saved: { kind: 'account' } });
      } catch (error) {
        stores.cases.setState({ saved: { kind: 'failed', message: error instanceof Error ? error.message : '' } });
      }
    },
    [client, stores, problemId, signedIn, owner],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (cases: CustomCase[]) => {
      stores.cases.setState({ cases: cases.slice(0, MAX_CASES) });
      if (timer.current) clearTimeout(timer.current);
      if (cases.some((c) => caseProblem(c) !== null)) return;
      timer.current = setTimeout(() => void persist(cases.slice(0, MAX_CASES)), SAVE_DEBOUNCE_MS);
    },
    [stores, persist],
  );
}
