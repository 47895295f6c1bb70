// The code of the chosen language: restored from the local autosave (spec §9), saved 500 ms
// after the last change (or at once: `saveNow`), reset to the starter code, replaced by a
// saved version. Another language or owner reads that code (the pending save lands first).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { storeLanguage } from '../editor/editorPrefs';
import { INITIAL_RUN } from '../run/runModel';
import type { SavedRef, WorkbenchStores } from '../state/stores';
import { CODE_SAVE_DEBOUNCE_MS, codeCacheKey, readCachedCode, writeCachedCode } from './codeCache';
import { type WorkbenchProblem, starterCode } from './starterCode';

export function useCodeActions(stores: WorkbenchStores, problem: WorkbenchProblem, owner: string) {
  const keyOf = useCallback((language: string) => codeCacheKey(owner, problem.id, language), [owner, problem.id]);
  const pending = useRef<{ key: string; code: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** writes the pending change now (Save, switching language, leaving) */
  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) writeCachedCode(pending.current.key, pending.current.code);
    pending.current = null;
  }, []);

  /** shows a language's code: its autosave, or the starter code */
  const load = useCallback(
    (language: string, selectedSaved: SavedRef | null = null) => {
      const code = readCachedCode(keyOf(language)) ?? starterCode(problem, language);
      stores.code.setState({ language, code, selectedSaved });
      stores.run.setState({ run: INITIAL_RUN });
    },
    [keyOf, problem, stores],
  );

  // signing in or out: that owner's code (the first render has it already); leaving saves
  const loadedOwner = useRef(owner);
  useEffect(() => {
    if (loadedOwner.current === owner) return;
    loadedOwner.current = owner;
    saveNow();
    load(stores.code.getState().language);
  }, [owner, load, saveNow, stores]);
  useEffect(() => saveNow, [saveNow]);

  return useMemo(() => {
    /** the editor's changes: kept, saved locally 500 ms after the last one; a saved version is no longer "applied" */
    const setCode = (code: string) => {
      stores.code.setState({ code, selectedSaved: null });
      pending.current = { key: keyOf(stores.code.getState().language), code };
      clearTimeout(timer.current);
      timer.current = setTimeout(saveNow, CODE_SAVE_DEBOUNCE_MS);
    };
    /** replaces the code now (reset, applying a version) and saves it */
    const replaceCode = (code: string, selectedSaved: SavedRef | null = null) => {
      clearTimeout(timer.current);
      pending.current = null;
      stores.code.setState({ code, selectedSaved });
      writeCachedCode(keyOf(stores.code.getState().language), code);
    };
    const resetCode = () => replaceCode(starterCode(problem, stores.code.getState().language));
    const setLanguage = (language: string, selectedSaved: SavedRef | null = null) => {
      saveNow();
      storeLanguage(language);
      load(language, selectedSaved);
    };
    /** another language's code written to its autosave before it is shown (a saved version) */
    const writeLanguageCode = (language: string, code: string) => writeCachedCode(keyOf(language), code);
    const setSelectedSaved = (selectedSaved: SavedRef | null) => stores.code.setState({ selectedSaved });
    return { setCode, replaceCode, resetCode, setLanguage, writeLanguageCode, setSelectedSaved, saveNow };
  }, [stores, keyOf, saveNow, load, problem]);
}
