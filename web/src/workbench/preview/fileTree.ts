// The learner's file tree (spec: file tree node {id, name, isFile, children, code,
// isDefaultTab}; `id` is the path inside the tree) and the pure operations the file manager
// needs. Trees are plain data, so they go to local storage, saved versions and the judge as is.

export interface FileNode {
  id: string;
  name: string;
  isFile: boolean;
  code?: string;
  children?: FileNode[];
  isDefaultTab?: boolean;
}

/** path → code of every file */
export function flattenTree(nodes: readonly FileNode[]): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (list: readonly FileNode[]) => {
    for (const node of list) {
      if (node.isFile) files.set(node.id, node.code ?? '');
      else walk(node.children ?? []);
    }
  };
  walk(nodes);
  return files;
}

export function defaultFile(nodes: readonly FileNode[]): string | null {
  let first: string | null = null;
  let chosen: string | null = null;
  const walk = (list: readonly FileNode[]) => {
    for (const node of list) {
      if (node.isFile) {
        first ??= node.id;
        if (node.isDefaultTab) chosen ??= node.id;
      } else walk(node.children ?? []);
    }
  };
  walk(nodes);
  return chosen ?? first;
}

const sortNodes = (list: FileNode[]): FileNode[] =>
  list.sort((a, b) => (a.isFile === b.isFile ? a.name.localeCompare(b.name) : a.isFile ? 1 : -1));

const parentOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
const join = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

/** a name the file manager accepts: no slashes, not . or .., not hidden, at most 64 characters */
export function validName(name: string): boolean {
  return /^[^/\\]{1,64}$/.test(name) && !name.startsWith('.') && name.trim() === name;
}

export function pathExists(nodes: readonly FileNode[], path: string): boolean {
  const walk = (list: readonly FileNode[]): boolean =>
    list.some((node) => node.id === path || (!node.isFile && walk(node.children ?? [])));
  return walk(nodes);
}

function mapFolder(nodes: readonly FileNode[], folder: string, change: (list: FileNode[]) => FileNode[]): FileNode[] {
  if (!folder) return change([...nodes]);
  return nodes.map((node) =>
    node.isFile
      ? node
      : node.id === folder
        ? { ...node, children: change([...(node.children ?? [])]) }
        : folder.startsWith(`${node.id}/`)
          ? { ...node, children: mapFolder(node.children ?? [], folder, change) }
          : node,
  );
}

export function addNode(nodes: readonly FileNode[], folder: string, name: string, isFile: boolean): FileNode[] {
  const id = join(folder, name);
  const node: FileNode = isFile ? { id, name, isFile: true, code: '' } : { id, name, isFile: false, children: [] };
  return mapFolder(nodes, folder, (list) => sortNodes([...list, node]));
}

export function removeNode(nodes: readonly FileNode[], path: string): FileNode[] {
  return mapFolder(nodes, parentOf(path), (list) => list.filter((node) => node.id !== path));
}

function repath(node: FileNode, from: string, to: string): FileNode {
  const id = to + node.id.slice(from.length);
  return node.isFile
    ? { ...node, id }
    : { ...node, id, children: (node.children ?? []).map((child) => repath(child, from, to)) };
}

export function renameNode(nodes: readonly FileNode[], path: string, name: string): FileNode[] {
  const to = join(parentOf(path), name);
  return mapFolder(nodes, parentOf(path), (list) =>
    sortNodes(list.map((node) => (node.id === path ? { ...repath(node, path, to), name } : node))),
  );
}

export function setFileCode(nodes: readonly FileNode[], path: string, code: string): FileNode[] {
  return nodes.map((node) =>
    node.isFile
      ? node.id === path
        ? { ...node, code }
        : node
      : path.startsWith(`${node.id}/`)
        ? { ...node, children: setFileCode(node.children ?? [], path, code) }
        : node,
  );
}

/** whether a value read from storage or the server is a file tree */
export function isFileTree(value: unknown): value is FileNode[] {
  return (
    Array.isArray(value) &&
    value.every(
      (node) =>
        node &&
        typeof node === 'object' &&
        typeof node.id === 'string' &&
        typeof node.name === 'string' &&
        typeof node.isFile === 'boolean' &&
        (node.isFile ? node.code === undefined || typeof node.code === 'string' : isFileTree(node.children ?? [])),
    )
  );
}

/** whether a tree differs from another in any path or content (edits to a starter tree) */
export function treesDiffer(a: readonly FileNode[], b: readonly FileNode[]): boolean {
  const mine = flattenTree(a);
  const original = flattenTree(b);
  if (mine.size !== original.size) return true;
  for (const [path, code] of mine) if (original.get(path) !== code) return true;
  return false;
}
