// A signed-in learner's editor preferences on their account: read once when the workbench opens
// (they replace this browser's: the account wins after sign-in; an account that never saved
// any leaves them as they are), and each change in the settings written back.
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useSession } from '../../auth/useSession';
import {
  EditorPreferencesDocument,
  type SetEditorPreferencesInput,
  SetEditorPreferencesDocument,
} from '../../gql/graphql';
import { toast } from '../../toast/toast';
import { parseKeymap, storeAccountPrefs } from './editorPrefs';

/** reads the account's preferences into this browser (mount once per workbench) */
export function useLoadAccountEditorPrefs(): void {
  const { signedIn } = useSession();
  const { data } = useQuery(EditorPreferencesDocument, { skip: !signedIn, fetchPolicy: 'network-only' });
  const prefs = data?.editorPreferences;
  useEffect(() => {
    if (prefs) storeAccountPrefs({ ...prefs, keymap: parseKeymap(prefs.keymap) });
  }, [prefs]);
}

/** writes a change to the account when signed in (a visitor's stay in this browser only) */
export function useSaveAccountEditorPrefs(): (input: SetEditorPreferencesInput) => void {
  const { signedIn } = useSession();
  const [save] = useMutation(SetEditorPreferencesDocument);
  return useCallback(
    (input: SetEditorPreferencesInput) => {
      // the browser already has the change; a failed write is said (other devices miss it)
      if (signedIn) save({ variables: { input } }).catch((error: Error) => toast.error(error.message));
    },
    [signedIn, save],
  );
}
