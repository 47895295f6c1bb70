// A UI problem's files and preview (useUiFiles, usePreview), in a provider of their own: an
// edit in a file re-renders the file tabs and the preview, not the rest of the workbench.
// Actions (run, submit, save) read the files from stores.files at the moment they run.
import { type ReactNode, createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { WorkbenchProblem } from '../code/starterCode';
import type { ConsoleEntry } from '../console/consoleLog';
import { type TabId, findTab, openTab, retainFileTabs } from '../layout/layoutModel';
import { flattenTree } from '../preview/fileTree';
import { usePreview } from '../preview/usePreview';
import { INITIAL_RUN } from '../run/runModel';
import type { WorkbenchStores } from '../state/stores';
import { useUiFiles } from './useUiFiles';

interface UiFilesApi {
  files: ReturnType<typeof useUiFiles>;
  preview: ReturnType<typeof usePreview>;
}
const UiFilesContext = createContext<UiFilesApi | null>(null);

export function useUiFilesApi(): UiFilesApi {
  const value = useContext(UiFilesContext);
  if (!value) throw new Error('UI files outside the workbench');
  return value;
}

export function UiFilesProvider(props: {
  stores: WorkbenchStores;
  problem: WorkbenchProblem;
  owner: string;
  log: (entries: Omit<ConsoleEntry, 'timestamp'>[]) => void;
  children: ReactNode;
}) {
  const { stores, problem, owner, log } = props;
  const isUi = problem.category === 'UICoding';
  const files = useUiFiles({
    enabled: isUi,
    owner,
    problemId: problem.id,
    fileTrees: problem.fileTrees,
    supportFrameworks: problem.supportFrameworks,
  });
  const preview = usePreview({
    enabled: isUi,
    framework: files.framework,
    tree: files.tree,
    revision: files.revision,
    log,
  });
  useLayoutEffect(() => {
    stores.files.setState({ files: isUi ? files : null });
  }, [stores, isUi, files]);

  // results of another framework's files say nothing about these: back to "waiting"
  const runFramework = useRef(files.framework);
  useEffect(() => {
    if (runFramework.current === files.framework) return;
    runFramework.current = files.framework;
    stores.run.setState({ run: INITIAL_RUN });
  }, [files.framework, stores]);

  // the tree's default file opens first, beside the file manager; tabs of files that are gone
  // (another framework's, deleted, renamed) close
  const filePaths = useMemo(() => new Set(flattenTree(files.tree).keys()), [files.tree]);
  const defaultFileTab: TabId | null = isUi && files.defaultFile ? `file:${files.defaultFile}` : null;
  useEffect(() => {
    if (!isUi) return;
    stores.layout.getState().update((current) => {
      const kept = retainFileTabs(current, filePaths);
      const hasFileTab = kept.columns.some((column) =>
        column.rows.some((row) => row.tabs.some((tab) => tab.startsWith('file:'))),
      );
      return hasFileTab || !defaultFileTab ? kept : openTab(kept, defaultFileTab, findTab(kept, 'fileManage')?.id);
    });
  }, [isUi, filePaths, defaultFileTab, stores]);

  const value = useMemo(() => ({ files, preview }), [files, preview]);
  return <UiFilesContext.Provider value={value}>{props.children}</UiFilesContext.Provider>;
}
