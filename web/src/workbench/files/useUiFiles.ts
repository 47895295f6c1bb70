// A UI problem's files (spec §2, §6): the framework (the problem's supportFrameworks, the last
// one chosen remembered), its tree restored from the local autosave (the code cache's rules,
// keyed by framework) and saved 500 ms after the last change, the file manager's operations
// (useFileOps.ts),
// reset to the starter tree, and applying a saved version (which needs a framework and a tree).
// Inert for other categories.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';
import { CODE_SAVE_DEBOUNCE_MS, codeCacheKey, readCachedCode, writeCachedCode } from '../code/codeCache';
import { type FileNode, defaultFile, isFileTree, setFileCode, treesDiffer } from '../preview/fileTree';
import type { Framework } from '../preview/resolve';
import { useFileOps } from './useFileOps';

const FRAMEWORK_KEY = 'workbench.framework';
export const FRAMEWORKS: Framework[] = ['React', 'Vue', 'VanillaJS'];

export function starterTree(fileTrees: unknown, framework: Framework): FileNode[] {
  const tree = (fileTrees as Record<string, unknown> | null)?.[framework];
  return isFileTree(tree) ? tree : [];
}

function readCachedTree(key: string): FileNode[] | null {
  const raw = readCachedCode(key);
  if (raw == null) return null;
  try {
    const tree: unknown = JSON.parse(raw);
    if (isFileTree(tree)) return tree;
    throw new Error('not a file tree');
  } catch (error) {
    // spec §8: a cached file tree that does not parse is only logged
    console.warn('Ignoring a cached file tree that does not parse', key, error);
    return null;
  }
}

function pickFramework(supported: Framework[]): Framework {
  const remembered = readStorage(FRAMEWORK_KEY) as Framework | null;
  return remembered && supported.includes(remembered) ? remembered : (supported[0] ?? 'React');
}

export function useUiFiles(options: {
  enabled: boolean;
  owner: string;
  problemId: string;
  fileTrees: unknown;
  supportFrameworks: string[];
}) {
  const { enabled, owner, problemId, fileTrees } = options;
  const frameworks = useMemo(
    () => FRAMEWORKS.filter((f) => options.supportFrameworks.includes(f)),
    [options.supportFrameworks],
  );
  const [framework, setFrameworkState] = useState<Framework>(() => pickFramework(frameworks));
  const cacheKey = codeCacheKey(owner, problemId, framework);
  const starter = useMemo(() => starterTree(fileTrees, framework), [fileTrees, framework]);
  const [tree, setTreeState] = useState<FileNode[]>(() => (enabled ? (readCachedTree(cacheKey) ?? starter) : []));
  const [loadedKey, setLoadedKey] = useState(cacheKey);
  /** grows on every change: the preview re-renders 750 ms after the last one */
  const [revision, setRevision] = useState(0);
  if (loadedKey !== cacheKey) {
    setLoadedKey(cacheKey);
    setTreeState(enabled ? (readCachedTree(cacheKey) ?? starter) : []);
    setRevision((r) => r + 1);
  }

  const pending = useRef<{ key: string; tree: FileNode[] } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) writeCachedCode(pending.current.key, JSON.stringify(pending.current.tree));
    pending.current = null;
  }, []);
  useEffect(() => flush, [cacheKey, flush]);

  const change = useCallback(
    (next: FileNode[], saveNow = false) => {
      setTreeState(next);
      setRevision((r) => r + 1);
      pending.current = { key: cacheKey, tree: next };
      clearTimeout(timer.current);
      if (saveNow) flush();
      else timer.current = setTimeout(flush, CODE_SAVE_DEBOUNCE_MS);
    },
    [cacheKey, flush],
  );

  const treeRef = useRef(tree);
  useLayoutEffect(() => {
    treeRef.current = tree;
  }, [tree]);

  const setFile = useCallback(
    (path: string, code: string) => change(setFileCode(treeRef.current, path, code)),
    [change],
  );

  const { add, rename, remove } = useFileOps(treeRef, change);

  const reset = useCallback(() => change(starter, true), [change, starter]);

  const setFramework = useCallback(
    (next: Framework) => {
      flush();
      writeStorage(FRAMEWORK_KEY, next);
      setFrameworkState(next);
    },
    [flush],
  );

  /** a saved version's files: written to that framework's autosave, then shown */
  const applyTree = useCallback(
    (target: Framework, next: FileNode[]) => {
      flush();
      writeCachedCode(codeCacheKey(owner, problemId, target), JSON.stringify(next));
      if (target === framework) {
        setTreeState(next);
        setRevision((r) => r + 1);
      } else setFramework(target);
    },
    [flush, owner, problemId, framework, setFramework],
  );

  const dirty = useMemo(() => treesDiffer(tree, starter), [tree, starter]);

  return useMemo(
    () => ({
      frameworks,
      framework,
      setFramework,
      tree,
      revision,
      defaultFile: defaultFile(tree),
      setFile,
      add,
      rename,
      remove,
      reset,
      applyTree,
      dirty,
      saveNow: flush,
    }),
    [frameworks, framework, setFramework, tree, revision, setFile, add, rename, remove, reset, applyTree, dirty, flush],
  );
}
