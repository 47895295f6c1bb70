// A saved version into the editor: a UI problem's files into their framework, or the code
// into its language (that language chosen first when it differs). False when the version
// cannot be shown here (a framework or tree this problem does not have).
import { useCallback } from 'react';
import type { useCodeActions } from '../code/useCodeActions';
import { isFileTree } from '../preview/fileTree';
import type { Framework } from '../preview/resolve';
import type { WorkbenchStores } from '../state/stores';

export interface SavedVersion {
  id: string;
  title: string;
  code: string;
  language: string;
  framework?: string | null;
  fileTrees?: unknown;
}

export function useApplySaved(stores: WorkbenchStores, languages: string[], code: ReturnType<typeof useCodeActions>) {
  return useCallback(
    (solution: SavedVersion) => {
      const selected = { id: solution.id, title: solution.title };
      const files = stores.files.getState().files;
      if (files) {
        const framework = files.frameworks.find((f) => f === solution.framework);
        if (!framework || !isFileTree(solution.fileTrees)) return false;
        files.applyTree(framework as Framework, solution.fileTrees);
        code.setSelectedSaved(selected);
        return true;
      }
      const { language } = stores.code.getState();
      const target = languages.find((l) => l.toLowerCase() === solution.language.toLowerCase()) ?? language;
      if (target === language) code.replaceCode(solution.code, selected);
      else {
        code.writeLanguageCode(target, solution.code);
        code.setLanguage(target, selected);
      }
      return true;
    },
    [stores, languages, code],
  );
}
