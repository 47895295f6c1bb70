// The file manager's operations on a UI problem's tree: create a file or folder, rename,
// delete. A name that is not valid, or a path that exists, is refused with its reason; the
// change is saved at once (useUiFiles decides how).
import { type RefObject, useCallback } from 'react';
import { type FileNode, addNode, pathExists, removeNode, renameNode, validName } from '../preview/fileTree';

export type FileOpError = 'invalidName' | 'exists';

export function useFileOps(treeRef: RefObject<FileNode[]>, change: (next: FileNode[], saveNow?: boolean) => void) {
  const add = useCallback(
    (folder: string, name: string, isFile: boolean): FileOpError | null => {
      if (!validName(name)) return 'invalidName';
      if (pathExists(treeRef.current, folder ? `${folder}/${name}` : name)) return 'exists';
      change(addNode(treeRef.current, folder, name, isFile), true);
      return null;
    },
    [treeRef, change],
  );

  const rename = useCallback(
    (path: string, name: string): FileOpError | null => {
      if (!validName(name)) return 'invalidName';
      const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
      const target = parent ? `${parent}/${name}` : name;
      if (target === path) return null;
      if (pathExists(treeRef.current, target)) return 'exists';
      change(renameNode(treeRef.current, path, name), true);
      return null;
    },
    [treeRef, change],
  );

  const remove = useCallback((path: string) => change(removeNode(treeRef.current, path), true), [treeRef, change]);

  return { add, rename, remove };
}
